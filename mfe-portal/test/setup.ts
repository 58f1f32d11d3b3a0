// Screens render synchronously in tests: load both languages of this bundle's text up front.
import '../src/catalog';
import { catalogsReady } from 'design-system/i18n/language';

await Promise.all([catalogsReady('en'), catalogsReady('es')]);
