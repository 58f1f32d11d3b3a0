import type { Catalog } from 'design-system/i18n/catalog';
import type { lostCardMessagesEn } from './messages.en';

export const lostCardMessagesEs: Catalog<typeof lostCardMessagesEn> = {
  lostCard: {
    title: 'Tarjeta de acceso perdida',
    intro:
      'Inicie sesión con el correo y la placa de su pase: le enviaremos un código de 6 dígitos. Después bloqueamos la tarjeta perdida y le entregamos una nueva.',
    feeTitle: 'Cargo por pérdida',
    forPlate: 'Tarjeta de reposición para el pase de la placa {plate}.',
    forCard: 'Reposición de la tarjeta de acceso {card}, del pase de la placa {plate}.',
    feeText:
      'La tarjeta de reposición cuesta {amount}. La tarjeta perdida deja de abrir la puerta en cuanto pague.',
    payFee: 'Pagar {amount}',
    checkoutTitle: 'Pague el cargo por pérdida',
    paid: 'Cargo pagado',
    paidText:
      'La tarjeta perdida quedó bloqueada. El personal le entregará una tarjeta nueva; le enviamos el recibo por correo.',
  },
};
