import type { Catalog } from 'design-system/i18n/catalog';
import type { paymentsMessagesEn } from './messages.en';

export const paymentsMessagesEs: Catalog<typeof paymentsMessagesEn> = {
  payments: {
    title: 'Pagos',
    intro: 'Consulte su pase, renuévelo, active el pago automático o cambie su tarjeta.',
    lookUp: 'Buscar mi pase',
    linkSent: 'Enviamos un enlace a {email}.',
    sendAutopayLink: 'Envíenme un enlace para activar el pago automático',
    dashboard: {
      choosePass: 'Pase',
      signedInAs: 'Sesión iniciada como {email}.',
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
      signOut: 'Cerrar sesión',
      signOutEverywhere: 'Cerrar sesión en todos lados',
    },
    signOutEverywhere: {
      title: '¿Cerrar sesión en todos sus dispositivos?',
      message:
        'Esto cierra la sesión de todos los teléfonos y computadoras que iniciaron sesión con {email}, incluido este. Úselo si inició sesión en un dispositivo que ya no tiene o si alguien más podría estar usando su sesión.',
    },
  },
};
