// Every Spanish text this bundle ships, in one chunk loaded only when Spanish is shown (./catalog.ts).
import { mergeCatalogs } from 'design-system/i18n/merge-catalogs';
import { paymentFormMessagesEs } from 'payment-ui/messages.es';
import { cancelPassMessagesEs } from './features/cancel-pass/messages.es';
import { changeCardMessagesEs } from './features/change-card/messages.es';
import { lostCardMessagesEs } from './features/lost-card/messages.es';
import { pausePassMessagesEs } from './features/pause-pass/messages.es';
import { payMessagesEs } from './features/pay/messages.es';
import { paymentSetupMessagesEs } from './features/payment-setup/messages.es';
import { paymentsMessagesEs } from './features/payments/messages.es';
import { platesMessagesEs } from './features/plates/messages.es';
import { receiptsMessagesEs } from './features/receipts/messages.es';
import { renewMessagesEs } from './features/renew/messages.es';
import { sandboxCheckoutMessagesEs } from './features/sandbox-checkout/messages.es';
import { sandboxInvoiceMessagesEs } from './features/sandbox-invoice/messages.es';
import { portalMessagesEs } from './lib/messages.es';

export const messagesEs = mergeCatalogs(
  paymentFormMessagesEs,
  portalMessagesEs,
  cancelPassMessagesEs,
  pausePassMessagesEs,
  changeCardMessagesEs,
  lostCardMessagesEs,
  payMessagesEs,
  paymentSetupMessagesEs,
  paymentsMessagesEs,
  platesMessagesEs,
  receiptsMessagesEs,
  renewMessagesEs,
  sandboxCheckoutMessagesEs,
  sandboxInvoiceMessagesEs,
);
