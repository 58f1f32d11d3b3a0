/**
 * Spanish text of design-system. Typed from English: a missing or extra key, or a lost
 * `{placeholder}`, does not compile.
 */
import type { Catalog } from './catalog';
import { common } from './es/common';
import type { messagesEn } from './messages-en';

export const messagesEs: Catalog<typeof messagesEn> = { common };
