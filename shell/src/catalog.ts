// Registers this bundle's text with the shared language store: design-system's own (eager, small) and
// its features' (one chunk per language, the other language loads only when the visitor switches).
import 'design-system-own-catalog';
import { registerCatalog } from 'design-system/i18n/language';

registerCatalog({
  en: () => import(/* webpackChunkName: "catalog-en" */ './catalog-en').then((module) => module.messagesEn),
  es: () => import(/* webpackChunkName: "catalog-es" */ './catalog-es').then((module) => module.messagesEs),
});
