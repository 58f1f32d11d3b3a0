import type { Catalog } from 'design-system/i18n/catalog';
import type { accountMessagesEn } from './messages.en';

export const accountMessagesEs: Catalog<typeof accountMessagesEn> = {
  admin: {
    account: {
      title: 'Mi cuenta',
      signedInAs: 'Sesión iniciada como {username} ({role}).',
      loadError: 'No se pudo cargar su cuenta. Vuelva a cargar la página para intentarlo de nuevo.',
      roles: { admin: 'Administrador', ambassador: 'Embajador', manager: 'Gerente' },
      setup: {
        title: 'Termine de configurar su cuenta',
        why: 'Cada miembro del personal inicia sesión con su propia contraseña segura, y los administradores y gerentes también con un segundo factor, porque el área del personal guarda datos de clientes y reembolsos. El resto del área del personal se abre cuando termine.',
        step: 'Paso {number} de {total}: {name}',
        steps: { password: 'Elija una nueva contraseña', second_factor: 'Configure un segundo factor' },
        passwordIntro: 'Escriba la contraseña con la que inició sesión y luego elija la suya.',
        factorIntro:
          'Su cuenta necesita un segundo factor: un código de 6 dígitos de una aplicación de autenticación en su teléfono, que se pide en cada inicio de sesión.',
        doneTitle: 'Su cuenta está lista',
        doneText: 'Ya puede usar el área del personal.',
        goToStaffArea: 'Ir al área del personal',
      },
      email: {
        heading: 'Correo electrónico e idioma',
        intro: 'Los enlaces de contraseña se envían a esta dirección, en este idioma.',
        email: 'Su correo electrónico',
        language: 'Idioma de sus correos',
        languages: { en: 'English', es: 'Español' },
        save: 'Guardar correo e idioma',
        saved: 'Su correo electrónico y su idioma se guardaron.',
      },
      password: {
        heading: 'Cambiar contraseña',
        current: 'Contraseña actual',
        new: 'Nueva contraseña',
        confirm: 'Escriba la nueva contraseña otra vez',
        hint: 'Al menos 12 caracteres, y que no sea una contraseña común. Unas cuantas palabras sin relación entre sí son una buena contraseña.',
        mismatch: 'Las dos contraseñas nuevas no coinciden. Escríbalas de nuevo.',
        save: 'Cambiar contraseña',
        saved: 'Su contraseña se cambió. Sus otras sesiones se cerraron.',
      },
      factor: {
        heading: 'Segundo factor',
        on: 'Activado: cada inicio de sesión pide un código de su aplicación de autenticación.',
        off: 'Desactivado: para iniciar sesión solo se pide su contraseña.',
        codesLeft: {
          one: 'Le queda {count} código de recuperación.',
          other: 'Le quedan {count} códigos de recuperación.',
        },
        setUp: 'Configurar',
        replace: 'Reemplazar',
        newCodes: 'Nuevos códigos de recuperación',
        turnOff: 'Desactivar',
        scan: 'Escanee este código QR con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password, …).',
        qrAlt: 'Código QR para agregar su cuenta del personal a una aplicación de autenticación',
        manual: '¿No puede escanearlo? Escriba esta clave en la aplicación:',
        code: 'Código de 6 dígitos de la aplicación',
        codeHint: 'La aplicación muestra un código nuevo cada 30 segundos.',
        codeInvalid: 'Escriba los 6 dígitos que muestra la aplicación.',
        confirm: 'Confirmar código',
        cancel: 'Cancelar configuración',
        enrolled: 'El segundo factor está activado.',
        turnedOff: 'El segundo factor está desactivado.',
        askPassword: 'Su contraseña',
        newCodesTitle: 'Nuevos códigos de recuperación',
        newCodesText:
          'Sus códigos de recuperación actuales dejarán de funcionar. Escriba su contraseña para crear diez nuevos.',
        newCodesConfirm: 'Crear códigos nuevos',
        turnOffTitle: '¿Desactivar el segundo factor?',
        turnOffText:
          'Para iniciar sesión solo se pedirá su contraseña, y sus códigos de recuperación dejarán de funcionar. Escriba su contraseña para desactivarlo.',
        turnOffConfirm: 'Desactivar',
      },
      codes: {
        heading: 'Sus códigos de recuperación',
        warning:
          'Guarde estos códigos ahora: solo se muestran esta vez. Cada uno sirve una vez, en lugar de un código de su aplicación, si pierde su teléfono.',
        listLabel: 'Códigos de recuperación',
        copy: 'Copiar códigos',
        copied: 'Los códigos se copiaron.',
        copyFailed: 'No se pudieron copiar los códigos. Selecciónelos o descárguelos.',
        download: 'Descargar como texto',
        fileName: 'codigos-recuperacion-personal-garaje.txt',
        fileHeading: 'Códigos de recuperación de la cuenta del personal {username}. Cada uno sirve una vez.',
        saved: 'Ya los guardé',
      },
      sessions: {
        heading: 'Sus sesiones',
        intro:
          'Dónde tiene su cuenta una sesión abierta ahora. Cierre las que no reconozca y luego cambie su contraseña.',
        caption: 'Sus sesiones',
        device: 'Dispositivo',
        started: 'Inicio',
        lastSeen: 'Última actividad',
        address: 'Dirección',
        actions: 'Acciones',
        thisDevice: 'Este dispositivo',
        unknownDevice: 'Dispositivo desconocido',
        browserOn: '{browser} en {system}',
        unknownAddress: 'Desconocida',
        end: 'Cerrar',
        endLabel: 'Cerrar la sesión en {device} iniciada el {time}',
        ended: 'Esa sesión se cerró.',
        empty: 'No hay sesiones.',
        loadError: 'No se pudieron cargar sus sesiones.',
      },
      signOut: {
        heading: 'Cerrar sesión',
        text: 'Cierra su sesión en este dispositivo.',
        button: 'Cerrar sesión',
      },
      errors: {
        wrongPassword: 'La contraseña no es correcta. Escríbala de nuevo.',
        tooShort:
          'La contraseña debe tener al menos 12 caracteres. Unas cuantas palabras sin relación entre sí son una buena contraseña.',
        tooCommon:
          'Esa contraseña está en las listas que los atacantes prueban primero. Elija otra: unas cuantas palabras sin relación entre sí son una buena contraseña.',
        tooGuessable:
          'Esa contraseña es demasiado fácil de adivinar (una palabra, un nombre, una fecha o un patrón del teclado). Hágala más larga o menos previsible.',
        unchanged: 'La nueva contraseña debe ser distinta de la actual.',
        codeInvalid:
          'Ese código no es correcto. Escriba el código de 6 dígitos que muestra ahora su aplicación.',
        notStarted:
          'Esta configuración se reemplazó o caducó. Empiece de nuevo y escanee el nuevo código QR.',
        factorRequired:
          'Los administradores y gerentes deben conservar un segundo factor. Reemplácelo en lugar de desactivarlo.',
        emailTaken: 'Otro miembro del personal ya tiene ese correo electrónico.',
        sessionGone: 'Esa sesión ya se había cerrado.',
        setupRequired: 'Primero termine de configurar su cuenta.',
        rules: {
          passwordRequired: 'Escriba su contraseña.',
          passwordTooLong: 'Es más larga que cualquier contraseña de aquí. Revise lo que escribió.',
          newPasswordRequired: 'Escriba la nueva contraseña.',
          newPasswordTooLong: 'La nueva contraseña debe tener como máximo 200 caracteres.',
          code: 'Escriba el código de 6 dígitos de su aplicación.',
          emailRequired: 'Escriba su correo electrónico.',
          email: 'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
          language: 'Elija inglés o español.',
        },
      },
    },
  },
};
