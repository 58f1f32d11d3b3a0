import type { Catalog } from 'design-system/i18n/catalog';
import type { loginMessagesEn } from './messages.en';

export const loginMessagesEs: Catalog<typeof loginMessagesEn> = {
  login: {
    title: 'Acceso para personal',
    intro: 'Solo para el personal del estacionamiento.',
    username: 'Usuario',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    failed: 'No se pudo iniciar sesión',
    usernameRequired: 'El usuario es obligatorio',
    passwordRequired: 'La contraseña es obligatoria',
    sessionExpired: 'Su sesión expiró. Inicie sesión de nuevo.',
    sessionEnded: 'Su sesión terminó. Inicie sesión de nuevo.',
    signedOut: 'Cerró su sesión.',
    invalidCredentials: 'Usuario o contraseña incorrectos',
    tooManySeconds: 'Demasiados intentos fallidos. Vuelva a intentarlo en {seconds} segundos.',
    tooManyMinutes: 'Demasiados intentos fallidos. Vuelva a intentarlo en {minutes} minuto(s).',
    factor: {
      title: 'Segundo paso',
      intro:
        'Escriba el código de 6 dígitos que muestra su aplicación de autenticación para el estacionamiento, o uno de sus códigos de recuperación.',
      code: 'Código',
      codeHint: '6 dígitos, o un código de recuperación como abcde-23456',
      codeRequired: 'Escriba el código',
      trust: 'Confiar en este dispositivo 30 días',
      trustHint: 'Solo en un dispositivo que nadie más usa.',
      submit: 'Continuar',
      invalid:
        'Ese código no es correcto. Escriba el código actual de su aplicación, o un código de recuperación.',
      expired:
        'Este inicio de sesión tardó demasiado o tuvo demasiados códigos incorrectos. Inicie sesión con su contraseña de nuevo.',
    },
    setPassword: {
      title: 'Elija su contraseña',
      rule: 'Al menos 12 caracteres, y no una contraseña común. Unas palabras sin relación entre sí son una buena contraseña.',
      invite: 'Le invitaron al área del personal del estacionamiento. Su usuario es {username}.',
      reset: 'Elija una nueva contraseña para {username}. Sus otras sesiones terminan al guardarla.',
      new: 'Nueva contraseña',
      repeat: 'Escríbala de nuevo',
      mismatch: 'Las dos contraseñas no coinciden',
      submit: 'Guardar contraseña',
      done: 'Su contraseña está guardada. Inicie sesión como {username}.',
      linkInvalid: 'Este enlace expiró o ya se usó. Pida a un administrador que le envíe uno nuevo.',
      tooShort: 'La contraseña debe tener al menos 12 caracteres.',
      tooCommon: 'Esa contraseña está en las listas que los atacantes prueban primero. Elija otra.',
      tooGuessable:
        'Esa contraseña es muy fácil de adivinar (una palabra, un nombre, una fecha o un patrón del teclado). Hágala más larga.',
    },
  },
};
