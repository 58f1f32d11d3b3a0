import { flattenCatalog } from 'design-system/i18n/merge-catalogs';
import { describe, expect, it } from 'vitest';
import { messagesEn } from './catalog-en';
import { messagesEs } from './catalog-es';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// The types already refuse a Spanish file that lacks a key or drops a placeholder; this checks the
// merged chunks, which the types cannot see.
describe("this bundle's text", () => {
  const en = flattenCatalog(messagesEn);
  const es = flattenCatalog(messagesEs);

  it('Spanish has exactly the English keys', () => {
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('every translation keeps the placeholders of the English text and is not empty', () => {
    for (const [key, english] of en) {
      const spanish = es.get(key) ?? '';
      expect(spanish.trim(), key).not.toBe('');
      expect(placeholders(spanish), key).toEqual(placeholders(english));
    }
  });
});
