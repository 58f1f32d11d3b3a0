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

describe('landing content', () => {
  it('has the seeded landing content: six features, ten terms', async () => {
    const { landingMessagesEn } = await import('./features/landing/messages.en');
    const { title: _features, ...features } = landingMessagesEn.landing.features;
    const { title: _terms, ...terms } = landingMessagesEn.landing.terms;
    expect(Object.keys(features)).toHaveLength(6);
    expect(Object.keys(terms)).toHaveLength(10);
  });
});
