import { CUSTOMER_DECLINE_TEXT } from 'api/contract/decline-reasons';
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
      manage: 'Administrar su pase',
      cancel: 'Cancelar mi pase: sigue funcionando hasta el final del periodo',
      plates: 'Placas: agregue un segundo auto o uno rentado',
      plateState: 'Placa de {state}.',
      pass: 'Pase',
      active: { one: 'Activo · queda {days} día', other: 'Activo · quedan {days} días' },
      expired: { one: 'Vencido · hace {days} día', other: 'Vencido · hace {days} días' },
      expiredToday: 'Vencido hoy',
      validThrough: 'Válido hasta las {time} del {date}.',
      endedAt: 'Terminó a las {time} del {date}.',
      card: 'Tarjeta de acceso',
      cardAssigned: 'La tarjeta que termina en {last4} está asignada a este pase.',
      cardNone: 'Todavía no hay una tarjeta de acceso asignada.',
      cardLost: 'La tarjeta de acceso se reportó perdida; se le entregará una nueva.',
      invoices: 'Últimas facturas',
      noInvoices: 'Todavía no hay facturas.',
    },
    status: {
      active: 'Activo',
      expired: 'Vencido',
      canceled: 'Cancelado',
      refunded: 'Reembolsado',
      banned: 'Bloqueado',
      inactive: 'Inactivo',
      none: 'Sin iniciar',
    },
    explain: {
      canceled: 'Este pase fue cancelado y ya no abre la barrera.',
      refunded: 'Este pase fue reembolsado y terminó. Ya no abre la barrera.',
      banned: 'El estacionamiento bloqueó este pase y su vehículo. Ya no abre la barrera.',
      inactive: 'Este pase está en pausa: no abre la barrera hasta que se renueve o la oficina lo reactive.',
    },
    gate: {
      title: 'En la puerta',
      active: 'Su tarjeta y su placa abren la puerta hasta el {date} a las {time}.',
      grace:
        'Estamos reintentando su pago automático: su tarjeta y su placa siguen abriendo la puerta hasta el {date} a las {time}. Cambie su tarjeta para conservar el acceso.',
      suspended:
        'El acceso está suspendido: su pago automático no se realizó. Pague su pase y la puerta vuelve a abrirse para usted de inmediato.',
      closed: 'Su tarjeta y su placa no abren la puerta.',
      lastSeenIn: 'Última vez en la puerta: entrando, el {date} a las {time}.',
      lastSeenOut: 'Última vez en la puerta: saliendo, el {date} a las {time}.',
    },
    failure: {
      title: 'Falló su último cobro automático',
      charge: 'No pudimos cobrar {amount} el {date}.',
      reason: 'Motivo: {reason}',
      declines: CUSTOMER_DECLINE_TEXT.es,
      changeNow:
        'Cambie su tarjeta ahora: le cobramos a la tarjeta nueva de inmediato y, si el cobro se realiza, su pase continúa sin interrupción.',
      retryBeforeEnd:
        'Si no lo hace, intentaremos cobrar a esta tarjeta de nuevo el {date}, antes de que termine su pase: si ese cobro se realiza, su pase también continúa sin interrupción.',
      graceKept:
        'Mientras tanto, su tarjeta y su placa siguen abriendo la puerta y su espacio sigue reservado para usted, hasta las 23:45 del {until}. Si ningún cobro se realiza para entonces, el acceso se suspende hasta que usted pague.',
      changeNowLapsed: 'Cambie su tarjeta ahora: le cobramos a la tarjeta nueva de inmediato.',
      retryLapsed: 'Si no lo hace, intentaremos cobrar a esta tarjeta de nuevo el {date}.',
      renewedFrom: 'Cuando un cobro se realice, su pase se renueva; su nuevo mes cuenta desde el {from}.',
      ended:
        'Ese fue el último intento: el pago automático está desactivado. El acceso está suspendido: la puerta no se abrirá para su tarjeta ni para su placa hasta que renueve manualmente; el acceso vuelve en cuanto se realice el pago.',
    },
    next: {
      renewLater: {
        one: 'Podrá renovar en línea en {days} día.',
        other: 'Podrá renovar en línea en {days} días.',
      },
      autopayCharge: 'El pago automático renueva este pase: se cobrará a su tarjeta guardada el {date}.',
    },
    reasons: {
      renew_too_early: 'La renovación se abre 15 días antes de la fecha de renovación.',
      autopay_blocks_renewal: 'El pago automático renueva este pase: no hay nada que renovar manualmente.',
      pass_not_renewable: 'Este pase no se puede renovar en línea.',
      pass_expired: 'El pago automático se puede activar una vez renovado el pase.',
      pass_ended: 'Este pase terminó.',
      autopay_already_on: 'El pago automático ya está activado.',
      autopay_already_off: 'El pago automático ya está desactivado.',
      no_saved_card: 'No hay tarjeta guardada: se guarda una al activar el pago automático.',
      no_card_assigned: 'Este pase no tiene tarjeta de acceso asignada.',
    },
    office: {
      title: 'Comuníquese con la oficina del estacionamiento',
      intro: 'Este pase no se puede renovar en línea. La oficina le dirá qué pasó y qué puede hacer.',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      hours: 'Horario',
      address: 'Dirección',
    },
    noSurprises: {
      cardExpiring: 'Su tarjeta vence pronto',
      cardExpired: 'Su tarjeta ha vencido',
      cardWorksThrough:
        'El pago automático se cobra a su tarjeta {brand} terminada en {last4}, que funciona hasta el {date}. Guarde una tarjeta nueva para que su pase siga renovándose.',
      cardStopped:
        'El pago automático se cobra a su tarjeta {brand} terminada en {last4}, que dejó de funcionar después del {date}. Guarde una tarjeta nueva para que su pase siga renovándose.',
      changeCard: 'Cambiar tarjeta',
      nextCharge: 'Próximo cobro: {amount} el {date}.',
      chargesTitle: 'No se cobra nada ahora. Sus próximos cobros:',
      chargeLine: '{amount} el {date}',
      noAutomaticCharge: 'Sin cobro automático: pague a más tardar el {date} para conservar su pase.',
    },
    autopay: {
      title: 'Pago automático',
      on: 'El pago automático está activado: se cobra a su tarjeta en la fecha de renovación.',
      off: 'El pago automático está desactivado.',
      cyclesLeft: {
        one: 'Le queda {count} mes con descuento.',
        other: 'Le quedan {count} meses con descuento.',
      },
      turnOn: 'Activar el pago automático',
      turnOff: 'Desactivar el pago automático',
      offTitle: '¿Desactivar el pago automático?',
      offWarning: {
        one: 'Si desactiva el pago automático pierde el {count} mes con descuento que le queda, aunque lo vuelva a activar después.',
        other:
          'Si desactiva el pago automático pierde los {count} meses con descuento que le quedan, aunque lo vuelva a activar después.',
      },
      onTitle: '¿Activar el pago automático?',
      consentSaved:
        'Acepto que se cobre {amount} automáticamente a mi tarjeta guardada {card} en cada fecha de renovación, a partir del {date}, hasta que desactive el pago automático.',
      consentNew:
        'Acepto que se cobre {amount} automáticamente a la tarjeta que guarde a continuación, en una página segura, en cada fecha de renovación, a partir del {date}, hasta que desactive el pago automático.',
      agree: 'Acepto, activarlo',
      turnedOn: 'El pago automático está activado.',
      turnedOff: 'El pago automático está desactivado.',
    },
    actions: {
      renew: 'Renovar mi pase',
      manageCard: 'Administrar mi tarjeta',
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
