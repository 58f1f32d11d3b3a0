import type { Catalog } from 'design-system/i18n/catalog';
import type { paymentsMessagesEn } from './messages.en';

export const paymentsMessagesEs: Catalog<typeof paymentsMessagesEn> = {
  payments: {
    title: 'Pagos',
    intro: 'Ingrese el correo y la placa de su pase para verlo, renovarlo o cambiar su tarjeta.',
    lookUp: 'Buscar mi pase',
    loggedOut: 'Cerró la sesión. Ingrese un correo y una placa para empezar de nuevo.',
    linkSent: 'Enviamos un enlace a {email}.',
    sendAutopayLink: 'Envíenme un enlace para activar el pago automático',
    invite: {
      title: 'Casi listo',
      message:
        'Revise su correo ({email}): abra el enlace que le enviamos para confirmar su dirección y su pase aparecerá aquí.',
      resend: 'Enviar el correo otra vez',
      wait: 'Puede enviarlo otra vez en {seconds} s',
      sent: 'Enviamos el correo otra vez.',
    },
    dashboard: {
      vehicle: 'Vehículo',
      holder: 'Titular del pase: {name}',
      pass: 'Pase',
      active: 'Activo · quedan {days} día(s)',
      expired: 'Vencido · hace {days} día(s)',
      validThrough: 'Válido hasta las {time} del {date}.',
      card: 'Tarjeta de acceso',
      cardAssigned: 'La tarjeta que termina en {last4} está asignada a este pase.',
      cardNone: 'Todavía no hay una tarjeta de acceso asignada.',
      cardLost: 'La tarjeta de acceso se reportó perdida; se le entregará una nueva.',
      invoices: 'Últimas facturas',
      noInvoices: 'Todavía no hay facturas.',
    },
    autopay: {
      title: 'Pago automático',
      on: 'El pago automático está activado: se cobra a su tarjeta en la fecha de renovación.',
      off: 'El pago automático está desactivado.',
      cyclesLeft: 'Le quedan {count} mes(es) con descuento.',
      turnOn: 'Activar el pago automático',
      turnOff: 'Desactivar el pago automático',
      offTitle: '¿Desactivar el pago automático?',
      offWarning:
        'Si desactiva el pago automático pierde los {count} mes(es) con descuento que le quedan, aunque lo vuelva a activar después.',
      onTitle: '¿Activar el pago automático?',
      consent:
        'Acepto que se cobre el precio mensual a mi tarjeta guardada automáticamente en cada fecha de renovación hasta que desactive el pago automático.',
      agree: 'Acepto, activarlo',
      turnedOn: 'El pago automático está activado.',
      turnedOff: 'El pago automático está desactivado.',
    },
    actions: {
      renew: 'Renovar mi pase',
      changeCard: 'Cambiar mi tarjeta',
      lostCard: 'Perdí mi tarjeta de acceso',
      logOut: 'Cerrar sesión',
    },
  },
};
