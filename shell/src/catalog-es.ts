// Every Spanish text this bundle ships, in one chunk loaded only when Spanish is shown (./catalog.ts).
import { mergeCatalogs } from 'design-system/i18n/merge-catalogs';
import { loginMessagesEs } from './features/login/messages.es';
import { statusMessagesEs } from './features/status/messages.es';
import { topBarMessagesEs } from './features/top-bar/messages.es';

export const messagesEs = mergeCatalogs(loginMessagesEs, statusMessagesEs, topBarMessagesEs);
