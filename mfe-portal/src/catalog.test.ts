import { flattenCatalog } from 'design-system/i18n/merge-catalogs';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../tooling/catalog-problems';
import { messagesEn } from './catalog-en';
import { messagesEs } from './catalog-es';

describe("this bundle's text", () => {
  it('Spanish has exactly the English keys, none empty, with the same placeholders', () => {
    expect(catalogProblems(flattenCatalog(messagesEn), flattenCatalog(messagesEs))).toEqual([]);
  });
});
