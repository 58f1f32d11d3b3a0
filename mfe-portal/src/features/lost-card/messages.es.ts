import type { Catalog } from 'design-system/i18n/catalog';
import type { lostCardMessagesEn } from './messages.en';

export const lostCardMessagesEs: Catalog<typeof lostCardMessagesEn> = {
  lostCard: {
    title: 'Tarjeta de acceso perdida',
    intro:
      'Inicie sesión con el correo y la placa de su pase: le enviaremos un código de 6 dígitos. Después bloqueamos la tarjeta perdida y le entregamos una nueva.',
    feeTitle: 'Cuota por tarjeta perdida',
    forPlate: 'Tarjeta de reposición para el pase de la placa {plate}.',
    forCard: 'Reposición de la tarjeta de acceso {card}, del pase de la placa {plate}.',
    feeText:
      'La tarjeta de reposición cuesta {amount}. La tarjeta perdida deja de abrir la puerta en cuanto pague.',
    payFee: 'Pagar {amount}',
    checkoutTitle: 'Pague la cuota por tarjeta perdida',
    paid: 'Cuota pagada',
    paidText:
      'La tarjeta perdida quedó bloqueada. El personal le entregará una tarjeta nueva; le enviamos el recibo por correo.',
    payWithSaved: 'Pagar {amount} con {card}',
    savedCardHint: 'Se cobra ahora a la tarjeta guardada en su pase. No cambia nada más.',
    useAnotherCard: 'Usar otra tarjeta',
    otherCardTitle: 'Pagar con otra tarjeta',
    savedCardDeclined:
      'Su tarjeta guardada fue rechazada: {reason} Pague con otra tarjeta abajo; no se cobró nada.',
    savedCardDeclinedPlain: 'Su tarjeta guardada fue rechazada. Pague con otra tarjeta; no se cobró nada.',
    savedCardNeedsAuthentication:
      'Su banco quiere confirmar este pago con usted, y no puede hacerlo con una tarjeta guardada. Pague con el formulario de tarjeta de abajo; no se cobró nada.',
    noSavedCard: 'Este pase ya no tiene una tarjeta guardada. Pague con una tarjeta abajo.',
    replaceSavedCard:
      'Su tarjeta guardada {card} fue rechazada y sigue siendo la tarjeta guardada en su pase. Para guardar en su lugar una tarjeta que funcione, cámbiela (escribirá la tarjeta una vez más).',
    replaceSavedCardLink: 'Cambiar mi tarjeta guardada',
    feeChanged: 'La cuota ahora es de {amount}. Revise el nuevo monto y vuelva a pagar; no se cobró nada.',
    feeChangedPlain: 'La cuota cambió. Revise el nuevo monto y vuelva a pagar; no se cobró nada.',
  },
};
