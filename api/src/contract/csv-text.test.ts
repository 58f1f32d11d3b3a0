import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv-text';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Ruiz, Ana')).toBe('"Ruiz, Ana"');
    expect(csvField('Ana "La" Ruiz')).toBe('"Ana ""La"" Ruiz"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(12)).toBe('12');
    expect(csvField(null)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });
});

describe('toCsv', () => {
  it('writes the header and CRLF rows', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
    expect(toCsv(['a'], [])).toBe('a\r\n');
  });
});
