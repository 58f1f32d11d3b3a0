/**
 * Spanish. Typed as `Catalog`: it must have exactly the keys of messages-en.ts and keep every
 * `{placeholder}`, or TypeScript reports an error.
 */
import type { Catalog } from './catalog';
import { common } from './es/common';
import { landing } from './es/landing';
import { login } from './es/login';
import { paymentCancel } from './es/payment-cancel';
import { status } from './es/status';
import { topBar } from './es/top-bar';

export const messagesEs: Catalog = {
  common,
  topBar,
  login,
  status,
  landing,
  paymentCancel,
};
