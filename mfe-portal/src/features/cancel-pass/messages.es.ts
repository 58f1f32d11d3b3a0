import type { Catalog } from 'design-system/i18n/catalog';
import type { cancelPassMessagesEn } from './messages.en';

export const cancelPassMessagesEs: Catalog<typeof cancelPassMessagesEn> = {
  cancelPass: {
    title: 'Cancelar su pase',
    signInIntro:
      'Inicie sesión para cancelar su pase: escriba su correo y su placa, y le enviaremos un código de 6 dígitos.',
    whatEnds: 'Qué significa cancelar',
    lastDay: 'Su pase sigue funcionando hasta el {date}, hasta las 11:45 p. m. Luego termina.',
    nothingCharged: 'No se le cobrará nada más.',
    lostMonths: {
      one: 'Pierde el {count} mes con descuento ({percent}% menos) que le queda del pago automático.',
      other: 'Pierde los {count} meses con descuento ({percent}% menos) que le quedan del pago automático.',
    },
    undoUntil: 'Puede deshacerlo hasta el {date}.',
    reasonLegend: '¿Por qué se va?',
    reasons: {
      moving: 'Me voy a mudar',
      price: 'El precio',
      other_parking: 'Encontré otro estacionamiento',
      temporary_absence: 'Estaré fuera un tiempo',
      other: 'Otra razón',
    },
    otherText: 'Díganos en pocas palabras',
    otherRequired: 'Díganos la razón en pocas palabras.',
    confirm: 'Cancelar al final de mi periodo',
    confirmTitle: '¿Cancelar su pase?',
    confirmMessage: 'Su pase termina después del {date}. Puede deshacerlo hasta entonces.',
    confirmYes: 'Sí, cancelar',
    keep: 'Conservar mi pase',
    pendingTitle: 'Su pase está por terminar',
    pending: 'Su pase termina después del {date}. No se le cobrará nada más.',
    pendingReason: 'Razón: {reason}',
    undo: 'Deshacer: conservar mi pase',
    undone: 'Cancelación deshecha: su pase continúa.',
    cancelled: 'Su pase terminará después del {date}. Le enviamos una confirmación por correo.',
    notCancelable: 'Este pase ya terminó o venció, así que no hay nada que cancelar.',
    back: 'Volver a mi pase',
    errors: {
      alreadyPending: 'Este pase ya está por terminar. Deshaga eso primero para cambiarlo.',
      notCancelable: 'Este pase ya terminó o venció, así que no hay nada que cancelar.',
      notPending:
        'No hay ninguna cancelación que deshacer (puede que el pase ya haya terminado). Recargue la página.',
    },
  },
};
