import { describe, expect, it } from 'vitest';
import type { Catalog, MessageKey, Placeholders, TFunction } from './catalog';
import { messagesEn } from './messages-en';
import { messagesEs } from './messages-es';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, `${path}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalog', () => {
  const en = leaves(messagesEn);
  const es = leaves(messagesEs);

  it('Spanish has exactly the English keys (runtime check)', () => {
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('every translation keeps the placeholders of the English text and is not empty', () => {
    for (const [key, english] of en) {
      const spanish = es.get(key) ?? '';
      expect(spanish.trim(), key).not.toBe('');
      expect(placeholders(spanish), key).toEqual(placeholders(english));
    }
  });

  it('has the seeded landing content: six features, ten terms', () => {
    const { title: _features, ...features } = messagesEn.landing.features;
    const { title: _terms, ...terms } = messagesEn.landing.terms;
    expect(Object.keys(features)).toHaveLength(6);
    expect(Object.keys(terms)).toHaveLength(10);
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
    t(up ? 'status.up' : 'status.down');
    const key: MessageKey = 'landing.features.covered.title';
    const names: Placeholders<'Page {page} / {total}'>[] = ['page', 'total'];
    expect([missing, extra, lost, key, names]).toHaveLength(5);
  });
});
