/**
 * Spanish. Typed as `Catalog`: it must have exactly the keys of messages-en.ts and keep every
 * `{placeholder}`, or TypeScript reports an error.
 */
import type { Catalog } from './catalog';
import { captcha } from './es/captcha';
import { checkout } from './es/checkout';
import { common } from './es/common';
import { landing } from './es/landing';
import { login } from './es/login';
import { paymentCancel } from './es/payment-cancel';
import { paymentForm } from './es/payment-form';
import { status } from './es/status';
import { success } from './es/success';
import { topBar } from './es/top-bar';
import { wizard } from './es/wizard';

export const messagesEs: Catalog = {
  common,
  topBar,
  login,
  status,
  landing,
  paymentCancel,
  wizard,
  captcha,
  checkout,
  paymentForm,
  success,
};
