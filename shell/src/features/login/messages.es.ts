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
  },
};
