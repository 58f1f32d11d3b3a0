/**
 * Side-effect import for each front-end module's entry: registers the message catalog this bundle was
 * built with. Excluded from Module Federation sharing (tooling/rspack-base.ts), so a remote's copy is
 * its own even though the language store it registers into is the shell's.
 */
import { registerCatalog } from './language';
import { messagesEn } from './messages-en';
import { messagesEs } from './messages-es';

registerCatalog({ en: messagesEn, es: messagesEs });
