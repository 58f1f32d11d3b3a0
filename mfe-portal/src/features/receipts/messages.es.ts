import type { Catalog } from 'design-system/i18n/catalog';
import type { receiptsMessagesEn } from './messages.en';

export const receiptsMessagesEs: Catalog<typeof receiptsMessagesEn> = {
  receipts: {
    title: 'Sus recibos',
    signInIntro:
      'Inicie sesión para ver los recibos de su pase: escriba su correo y placa, y le enviaremos un código de 6 dígitos.',
    listTitle: 'Pagos de este pase',
    none: 'Este pase aún no tiene pagos.',
    number: 'Recibo {number}',
    period: 'Periodo: del {start} al {end}',
    amount: 'Importe: {amount}',
    discount: 'Descuento: {amount}',
    card: 'Pagado con {card}',
    refunded: 'Reembolsado: {amount}',
    status: {
      paid: 'Pagado',
      refunded: 'Reembolsado',
      failed: 'Fallido',
      void: 'Anulado',
    },
    download: 'Descargar recibo {number} (PDF)',
    nextCharge: 'Próximo cargo automático: {amount} el {date}.',
    back: 'Volver a su pase',
    link: 'Recibos: cada pago, en PDF',
  },
};
