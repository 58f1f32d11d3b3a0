/**
 * English: the source of truth of the one message catalog.
 * Each top-level key is an area with its own file in ./en (and the same file in ./es).
 * To add an area: create en/<area>.ts (`export const <area> = { ... } as const;`), es/<area>.ts
 * (`export const <area>: Catalog['<area>'] = { ... };`), and list it here and in messages-es.ts.
 */

import { captcha } from './en/captcha';
import { checkout } from './en/checkout';
import { common } from './en/common';
import { landing } from './en/landing';
import { login } from './en/login';
import { paymentCancel } from './en/payment-cancel';
import { paymentForm } from './en/payment-form';
import { status } from './en/status';
import { success } from './en/success';
import { topBar } from './en/top-bar';
import { wizard } from './en/wizard';

export const messagesEn = {
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
} as const;
