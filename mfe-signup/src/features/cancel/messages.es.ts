import type { Catalog } from 'design-system/i18n/catalog';
import type { cancelMessagesEn } from './messages.en';

export const cancelMessagesEs: Catalog<typeof cancelMessagesEn> = {
  paymentCancel: {
    title: 'Pago cancelado',
    message: 'Su pago fue cancelado. No se realizó ningún cargo a su tarjeta.',
    retryHint: 'Puede empezar de nuevo desde la página de inicio cuando quiera.',
    home: 'Volver al inicio',
  },
};
