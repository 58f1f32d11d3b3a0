// Every English text this bundle ships, in one chunk loaded only when English is shown (./catalog.ts).
import { mergeCatalogs } from 'design-system/i18n/merge-catalogs';
import { loginMessagesEn } from './features/login/messages.en';
import { statusMessagesEn } from './features/status/messages.en';
import { topBarMessagesEn } from './features/top-bar/messages.en';

export const messagesEn = mergeCatalogs(loginMessagesEn, statusMessagesEn, topBarMessagesEn);
