// The library ships no catalog of its own: each remote registers its text. Its tests register it here.
import { catalogsReady, registerCatalog } from 'design-system/i18n/language';
import { paymentFormMessagesEn } from '../src/messages.en';
import { paymentFormMessagesEs } from '../src/messages.es';

registerCatalog({ en: paymentFormMessagesEn, es: paymentFormMessagesEs });
await Promise.all([catalogsReady('en'), catalogsReady('es')]);
