import { describe, expect, it } from 'vitest';
import { parseCardNumbers, stageNumbers } from './parse-card-numbers';

describe('parseCardNumbers', () => {
  it('builds an inclusive range when To is given', () => {
    expect(parseCardNumbers('100', '104', 1000)).toEqual(['100', '101', '102', '103', '104']);
    expect(parseCardNumbers(' 7 ', '7', 1000)).toEqual(['7']);
  });

  it('answers nothing for a reversed or non-numeric range', () => {
    expect(parseCardNumbers('110', '100', 1000)).toEqual([]);
    expect(parseCardNumbers('abc', '100', 1000)).toEqual([]);
    expect(parseCardNumbers('100', '1x0', 1000)).toEqual([]);
    expect(parseCardNumbers('-5', '5', 1000)).toEqual([]);
  });

  it('keeps the width of a From with leading zeros', () => {
    expect(parseCardNumbers('0098', '0101', 1000)).toEqual(['0098', '0099', '0100', '0101']);
  });

  it('reads From as a comma list without To, dropping what is not a number and repeats', () => {
    expect(parseCardNumbers('5, 0042,abc, 7,,5, 1.5', '', 1000)).toEqual(['5', '0042', '7']);
    expect(parseCardNumbers('', '', 1000)).toEqual([]);
    expect(parseCardNumbers('x, y', '  ', 1000)).toEqual([]);
  });

  it('refuses numbers longer than 12 digits', () => {
    expect(parseCardNumbers('1234567890123', '', 1000)).toEqual([]);
    expect(parseCardNumbers('1', '1234567890123', 1000)).toEqual([]);
  });

  it('stops a range at the limit', () => {
    expect(parseCardNumbers('1', '999999999999', 3)).toEqual(['1', '2', '3']);
  });
});

describe('stageNumbers', () => {
  it('adds new numbers only once and counts the duplicates', () => {
    expect(stageNumbers(['1', '2'], ['2', '3', '3'], 1000)).toEqual({
      staged: ['1', '2', '3'],
      added: 1,
      duplicates: 2,
      overLimit: 0,
    });
  });

  it('stops at the cap and counts what did not fit', () => {
    expect(stageNumbers(['1'], ['2', '3', '4'], 2)).toEqual({
      staged: ['1', '2'],
      added: 1,
      duplicates: 0,
      overLimit: 2,
    });
  });
});
