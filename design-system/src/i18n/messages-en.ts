/**
 * English: the source of truth of the one message catalog.
 * Each top-level key is an area with its own file in ./en (and the same file in ./es).
 * To add an area: create en/<area>.ts (`export const <area> = { ... } as const;`), es/<area>.ts
 * (`export const <area>: Catalog['<area>'] = { ... };`), and list it here and in messages-es.ts.
 */
import { common } from './en/common';
import { landing } from './en/landing';
import { login } from './en/login';
import { paymentCancel } from './en/payment-cancel';
import { status } from './en/status';
import { topBar } from './en/top-bar';

export const messagesEn = {
  common,
  topBar,
  login,
  status,
  landing,
  paymentCancel,
} as const;
