/**
 * Side-effect import for each front-end module's entry: registers the message catalog this bundle was
 * built with. Each bundle has its own copy; the registry it writes into is one per page
 * (docs/decisions/catalog-per-bundle.md).
 */
import { registerCatalog } from './language';
import { messagesEn } from './messages-en';
import { messagesEs } from './messages-es';

registerCatalog({ en: messagesEn, es: messagesEs });
