import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../../tooling/catalog-problems';
import type { Catalog, MessageKey, Placeholders, TFunction } from './catalog';
import { flattenCatalog as leaves, mergeCatalogs } from './merge-catalogs';
import { messagesEn } from './messages-en';
import { messagesEs } from './messages-es';

describe("design-system's message catalog", () => {
  const en = leaves(messagesEn);
  const es = leaves(messagesEs);

  it('Spanish has exactly the English keys, none empty, with the same placeholders', () => {
    expect(catalogProblems(en, es)).toEqual([]);
  });

  it("merges features' trees branch by branch", () => {
    expect(
      mergeCatalogs({ landing: { waitlist: { title: 'W' } } }, { landing: { pricing: { title: 'P' } } }),
    ).toEqual({ landing: { waitlist: { title: 'W' }, pricing: { title: 'P' } } });
  });

  it('is checked at compile time (see the @ts-expect-error lines, verified by tsc)', () => {
    // A language missing a key does not compile:
    // @ts-expect-error 'retry' is missing
    const missing: Catalog['common']['remote'] = {
      unavailable: 'No disponible: {area}.',
      hint: 'x',
      areas: { signup: 'a', portal: 'b', admin: 'c', page: 'd' },
    };
    // An extra key does not compile:
    const extra: Catalog['common']['notFound'] = {
      title: 'a',
      message: 'b',
      home: 'c',
      // @ts-expect-error 'extra' is not in the English catalog
      extra: 'd',
    };
    // A translation that drops a placeholder does not compile:
    const lost: Catalog['common']['pagination'] = {
      ...messagesEs.common.pagination,
      // @ts-expect-error '{total}' is missing
      pageOfTotal: 'Página {page}',
    };
    // Keys are typed, and so are their params:
    const t = ((key: string) => key) as unknown as TFunction;
    // @ts-expect-error unknown key
    t('common.nope');
    // @ts-expect-error {area} is required
    t('common.remote.unavailable');
    t('common.remote.unavailable', { area: 'x' });
    // A computed key (a union) is accepted; its params are optional.
    const up = Math.random() > 0.5;
    t(up ? 'common.yes' : 'common.no');
    const key: MessageKey = 'common.notFound.title';
    const names: Placeholders<'Page {page} / {total}'>[] = ['page', 'total'];
    expect([missing, extra, lost, key, names]).toHaveLength(5);
  });
});
