// Every English text this bundle ships, in one chunk loaded only when English is shown (./catalog.ts).
import { mergeCatalogs } from 'design-system/i18n/merge-catalogs';
import { paymentFormMessagesEn } from 'payment-ui/messages.en';
import { cancelPassMessagesEn } from './features/cancel-pass/messages.en';
import { changeCardMessagesEn } from './features/change-card/messages.en';
import { lostCardMessagesEn } from './features/lost-card/messages.en';
import { pausePassMessagesEn } from './features/pause-pass/messages.en';
import { payMessagesEn } from './features/pay/messages.en';
import { paymentSetupMessagesEn } from './features/payment-setup/messages.en';
import { paymentsMessagesEn } from './features/payments/messages.en';
import { platesMessagesEn } from './features/plates/messages.en';
import { receiptsMessagesEn } from './features/receipts/messages.en';
import { renewMessagesEn } from './features/renew/messages.en';
import { sandboxCheckoutMessagesEn } from './features/sandbox-checkout/messages.en';
import { sandboxInvoiceMessagesEn } from './features/sandbox-invoice/messages.en';
import { portalMessagesEn } from './lib/messages.en';

export const messagesEn = mergeCatalogs(
  paymentFormMessagesEn,
  portalMessagesEn,
  cancelPassMessagesEn,
  pausePassMessagesEn,
  changeCardMessagesEn,
  lostCardMessagesEn,
  payMessagesEn,
  paymentSetupMessagesEn,
  paymentsMessagesEn,
  platesMessagesEn,
  receiptsMessagesEn,
  renewMessagesEn,
  sandboxCheckoutMessagesEn,
  sandboxInvoiceMessagesEn,
);
