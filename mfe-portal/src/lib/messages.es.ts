import type { Catalog } from 'design-system/i18n/catalog';
import type { portalMessagesEn } from './messages.en';

export const portalMessagesEs: Catalog<typeof portalMessagesEn> = {
  portal: {
    email: 'Correo electrónico',
    plate: 'Placa',
    backToPayments: 'Volver a Pagos',
    signIn: {
      intro:
        'Ingrese el correo y la placa de su pase. Le enviaremos un código de 6 dígitos para iniciar sesión.',
      send: 'Enviarme un código',
      checkTitle: 'Revise su correo',
      sentTo: 'Enviamos un código de 6 dígitos y un enlace para iniciar sesión a {to}.',
      sentHint:
        'Use cualquiera de los dos, una sola vez, dentro de 15 minutos. ¿No le llegó? Revise el correo y la placa que escribió, y su carpeta de spam.',
      heldCooldown:
        'No enviamos otro correo: le enviamos uno hace menos de un minuto. Use el código de ese correo, o vuelva a pedirlo en {seconds} segundos.',
      heldHourly:
        'No enviamos otro correo: en la última hora se enviaron 5 códigos para este pase. Use el código más reciente si tiene menos de 15 minutos, o vuelva a pedirlo en {minutes} minutos.',
      code: 'Código de 6 dígitos',
      codeFormat: 'Ingrese los 6 dígitos del correo.',
      keep: 'Mantener la sesión iniciada en este dispositivo',
      keepHint: 'Desmárquelo en un teléfono compartido o prestado.',
      submit: 'Iniciar sesión',
      resend: 'Reenviar código',
      resendIn: 'Reenviar código en {seconds} s',
      resent: 'Le enviamos un código nuevo.',
      different: 'Usar otro correo u otra placa',
    },
    session: {
      signedOut: 'Cerró la sesión en este dispositivo.',
      signedOutEverywhere: 'Cerró la sesión en todos sus dispositivos.',
      expired: 'Vuelva a iniciar sesión, por favor.',
      linkExpired:
        'Este enlace para iniciar sesión venció o ya se usó. Inicie sesión con un código nuevo aquí abajo.',
    },
    errors: {
      signInRequired: 'Vuelva a iniciar sesión, por favor.',
      mailCooldown:
        'Acabamos de enviarle un correo. Revise su bandeja de entrada o espere {seconds} segundos y pida otro.',
      passNotFound: 'No encontramos un pase con ese correo y esa placa. Revise ambos e intente de nuevo.',
      passExpired: 'Pase vencido — renueve primero',
      needSetup: 'Primero guarde una tarjeta: lo llevaremos a una página segura para agregarla.',
      autopayBlocksRenewal: 'El pago automático está activado: desactívelo primero para renovar a mano.',
      renewTooEarly: {
        one: 'Es muy pronto para renovar – vuelva en {days} día.',
        other: 'Es muy pronto para renovar – vuelva en {days} días.',
      },
      noCardAssigned:
        'No hay ninguna tarjeta asignada a este pase. Comuníquese con el personal para que le entreguen una tarjeta antes de pagar la cuota por tarjeta perdida.',
      linkNotFound: 'Este enlace no es válido. Pida uno nuevo desde la página de Pagos.',
      linkExpired: 'Este enlace venció o ya se usó. Pida uno nuevo desde la página de Pagos.',
      mailSendFailed: 'No se pudo enviar el enlace',
      otpSendFailed: 'No se pudo enviar el código',
      otpInvalid: 'Código inválido',
      otpLocked: 'Demasiados códigos incorrectos. Pida un código nuevo.',
      otpSessionInvalid: 'Su verificación venció. Pida un código nuevo.',
      consentRequired: 'Primero acepte las condiciones del pago automático.',
      setupNotFound: 'No se encontró esa configuración de tarjeta o ya venció. Empiece de nuevo.',
      paymentNotFound: 'No se encontró ese pago. Empiece de nuevo.',
      providerUnavailable: 'El servicio de pagos no responde en este momento. Intente de nuevo en un minuto.',
      tooManyRequests: 'Demasiados intentos. Espere {seconds} segundos e intente de nuevo.',
      invalidInput: 'Revise el correo y la placa.',
      network: 'No pudimos comunicarnos con el servidor. Revise su conexión e intente de nuevo.',
      server: 'Error del servidor',
      invitePending: 'Primero confirme su correo: abra el enlace que le enviamos.',
      passNotRenewable:
        'Este pase no se puede renovar en línea. Comuníquese con la oficina del estacionamiento.',
      noSpaceToReactivate:
        'Todos los espacios están ocupados en este momento, así que este pase no se puede renovar. No se cobró nada. Inscríbase en la lista de espera de nuestro sitio y le escribiremos cuando se libere un espacio.',
      required: 'Ingrese el correo y la placa.',
    },
  },
  portalPay: {
    pay: 'Pagar {amount}',
    chargedOnTap: 'No se cobra nada hasta que toque Pagar.',
    refunded: 'Este pago no se pudo aplicar, así que se le devolvió. Revise su pase en la página de Pagos.',
  },
};
