import { describe, expect, it } from 'vitest';
import { catalogProblems } from './catalog-problems';

const en = new Map([
  ['a.title', 'Pass for {plate}'],
  ['a.body', 'Hello'],
]);

describe('catalogProblems', () => {
  it('finds nothing wrong with a faithful translation', () => {
    const es = new Map([
      ['a.title', 'Pase para {plate}'],
      ['a.body', 'Hola'],
    ]);
    expect(catalogProblems(en, es)).toEqual([]);
  });

  it('names each missing, extra, empty or placeholder-changed key', () => {
    const es = new Map([
      ['a.title', 'Pase para {placa}'],
      ['a.extra', 'Sobra'],
    ]);
    expect(catalogProblems(en, es)).toEqual([
      'a.extra: only in Spanish',
      'a.title: placeholders differ from the English text',
      'a.body: missing in Spanish',
    ]);
    expect(catalogProblems(en, new Map([...es, ['a.body', ' ']]))).toContain('a.body: empty in Spanish');
  });
});
