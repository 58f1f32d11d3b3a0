import { describe, expect, it } from 'vitest';
import { plateSchema } from './plate';
import { isValidPlate, normalizePlate } from './plate-format';

describe('plates typed with separators', () => {
  it.each([
    ['abc-123', 'ABC123'],
    ['ABC 123', 'ABC123'],
    ['abc–123', 'ABC123'],
    ['ABC—123', 'ABC123'],
    ['abc\u2212123', 'ABC123'],
    ['  a b\u00a0c-1 2 3  ', 'ABC123'],
    ['ABC\t-\t123', 'ABC123'],
    // 15 characters once the dashes are gone: a plate, however it was written.
    ['ABCDE-FGHIJ-12345', 'ABCDEFGHIJ12345'],
  ])('%j is stored as %j', (typed, stored) => {
    expect(plateSchema.parse(typed)).toBe(stored);
    expect(normalizePlate(typed)).toBe(stored);
    expect(isValidPlate(typed)).toBe(true);
  });

  it.each(['ABC.123', 'ABC/123', 'ÑANDU1', 'ABC_123', '', ' - – ', 'A'.repeat(16), 'ABCDE-FGHIJ-123456'])(
    '%j is still refused with the plate rule',
    (typed) => {
      const result = plateSchema.safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['plate_format']);
      expect(isValidPlate(typed)).toBe(false);
    },
  );
});
