import type { Catalog } from 'design-system/i18n/catalog';
import type { staffUsersMessagesEn } from './messages.en';

export const staffUsersMessagesEs: Catalog<typeof staffUsersMessagesEn> = {
  admin: {
    staffUsers: {
      title: 'Personal',
      description:
        'Todas las personas que inician sesión en el área del personal, cada una con su propia cuenta. Invite a una persona por correo electrónico: ella elige su contraseña desde el enlace.',
      invite: 'Invitar a una persona',
      caption: 'Miembros del personal',
      empty: 'Todavía no hay miembros del personal.',
      loadError: 'No se pudieron cargar los miembros del personal.',
      columns: {
        username: 'Usuario',
        email: 'Correo electrónico',
        role: 'Rol',
        status: 'Estado',
        secondFactor: 'Segundo factor',
        lastSignIn: 'Último inicio de sesión',
        actions: 'Acciones',
      },
      roles: { admin: 'Administrador', ambassador: 'Embajador', manager: 'Gerente' },
      statuses: { invited: 'Invitado', active: 'Activo', disabled: 'Desactivado' },
      secondFactor: { on: 'Sí', off: 'No' },
      never: 'Nunca',
      noEmail: 'Sin correo',
      you: 'Usted',
      yourself: 'Su propia cuenta: cámbiela en Mi cuenta.',
      actions: {
        roleOf: 'Rol de {username}',
        disable: 'Desactivar',
        disableUser: 'Desactivar a {username}',
        enable: 'Activar',
        enableUser: 'Activar a {username}',
        sendLink: 'Enviar enlace de contraseña',
        sendLinkUser: 'Enviar enlace de contraseña a {username}',
        resendInvite: 'Enviar la invitación de nuevo',
        resendInviteUser: 'Enviar la invitación de nuevo a {username}',
        resetFactor: 'Restablecer segundo factor',
        resetFactorUser: 'Restablecer segundo factor de {username}',
      },
      confirm: {
        roleTitle: '¿Dar a {username} el rol {role}?',
        roleMessage: 'Lo que puede hacer en el área del personal cambia con su siguiente acción.',
        roleConfirm: 'Cambiar rol',
        disableTitle: '¿Desactivar a {username}?',
        disableMessage:
          'Su sesión se cierra en todas partes de inmediato y no podrá iniciar sesión hasta que alguien la active de nuevo.',
        disableConfirm: 'Desactivar',
        resetTitle: '¿Restablecer el segundo factor de {username}?',
        resetMessage:
          'Su aplicación de autenticación y sus códigos de recuperación dejan de funcionar y su sesión se cierra en todas partes. En su próximo inicio de sesión configurará un nuevo segundo factor.',
        resetConfirm: 'Restablecer segundo factor',
      },
      done: {
        invited: 'Invitación enviada por correo a {username}.',
        roleChanged: '{username} ahora tiene el rol {role}.',
        disabled: '{username} está desactivado y su sesión se cerró en todas partes.',
        enabled: '{username} está activado.',
        linkSent: 'Se envió por correo un enlace de contraseña a {username}.',
        inviteSent: 'La invitación se envió de nuevo por correo a {username}.',
        factorReset: 'Se restableció el segundo factor de {username}.',
      },
      inviteDialog: {
        title: 'Invitar a una persona',
        description:
          'Recibirá un correo con un enlace para elegir su contraseña. El enlace funciona una sola vez, durante 24 horas.',
        username: 'Usuario',
        usernameHint: 'De 3 a 40 caracteres: letras minúsculas, dígitos, punto, guion o guion bajo.',
        email: 'Correo electrónico',
        role: 'Rol',
        roleHint:
          'Administrador: ajustes, planes, personal e informes. Embajador: atiende a los clientes en el mostrador. Gerente: ambos.',
        language: 'Idioma del correo',
        languages: { en: 'English', es: 'Español' },
        submit: 'Enviar invitación',
      },
      errors: {
        notFound:
          'Ese miembro del personal ya no existe. Vuelva a cargar la página para ver la lista actual.',
        usernameTaken: 'Otro miembro del personal ya tiene ese usuario. Elija otro.',
        emailTaken: 'Otro miembro del personal ya tiene ese correo electrónico.',
        emailMissing: 'Esta persona no tiene un correo electrónico al que enviar el enlace.',
        userDisabled: 'Esta persona está desactivada. Actívela primero y luego envíe el enlace.',
        ownAccount: 'No puede hacer esto con su propia cuenta. Pídaselo a otro administrador.',
        rules: {
          username:
            'El usuario debe tener de 3 a 40 caracteres: letras minúsculas, dígitos, punto, guion o guion bajo.',
          emailRequired: 'Escriba su correo electrónico.',
          email: 'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
          role: 'Elija administrador, embajador o gerente.',
          language: 'Elija inglés o español.',
        },
      },
    },
  },
};
