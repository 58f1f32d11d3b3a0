// Every English text this bundle ships, in one chunk loaded only when English is shown (./catalog.ts).
import { mergeCatalogs } from 'design-system/i18n/merge-catalogs';
import { adminLayoutMessagesEn } from './features/admin-layout/messages.en';
import { adminRoutesMessagesEn } from './features/admin-routes/messages.en';
import { cardsMessagesEn } from './features/cards/messages.en';
import { cardsBatchMessagesEn } from './features/cards-batch/messages.en';
import { passesMessagesEn } from './features/passes/messages.en';
import { plansMessagesEn } from './features/plans/messages.en';
import { standaloneMessagesEn } from './features/standalone/messages.en';
import { adminErrorMessagesEn } from './lib/messages.en';

export const messagesEn = mergeCatalogs(
  adminLayoutMessagesEn,
  adminRoutesMessagesEn,
  cardsMessagesEn,
  cardsBatchMessagesEn,
  passesMessagesEn,
  plansMessagesEn,
  standaloneMessagesEn,
  adminErrorMessagesEn,
);
