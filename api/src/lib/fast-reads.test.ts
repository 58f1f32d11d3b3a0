import { describe, expect, it } from 'vitest';
import { rememberParses } from './fast-reads';

describe('rememberParses', () => {
  it('parses each text once while under its bound, and every time beyond it', () => {
    const parsed: string[] = [];
    const parse = rememberParses((text) => {
      parsed.push(text);
      return text === 'bad' ? undefined : Number(text);
    }, 2);
    expect([parse('1'), parse('1'), parse('bad'), parse('bad')]).toEqual([1, 1, undefined, undefined]);
    expect(parsed).toEqual(['1', 'bad']);
    // Full: a new text is parsed, and parsed again, without being kept.
    expect([parse('2'), parse('2'), parse('1')]).toEqual([2, 2, 1]);
    expect(parsed).toEqual(['1', 'bad', '2', '2']);
  });
});
