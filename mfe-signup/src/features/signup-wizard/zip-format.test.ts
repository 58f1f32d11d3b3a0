import { hyphenateUsZip } from './zip-format';

describe('US ZIP auto-hyphen', () => {
  it('adds the hyphen once a sixth digit is typed', () => {
    expect(hyphenateUsZip('92173')).toBe('92173');
    expect(hyphenateUsZip('921731')).toBe('92173-1');
    expect(hyphenateUsZip('921731234')).toBe('92173-1234');
  });

  it('hyphenates nine pasted digits and drops anything past nine', () => {
    expect(hyphenateUsZip('92173 1234')).toBe('92173-1234');
    expect(hyphenateUsZip('9217312345')).toBe('92173-1234');
  });

  it('keeps a hyphen the visitor types after five digits', () => {
    expect(hyphenateUsZip('92173-')).toBe('92173-');
    expect(hyphenateUsZip('9217-')).toBe('9217');
  });

  it('leaves postal codes with letters alone', () => {
    expect(hyphenateUsZip('K1A 0B6')).toBe('K1A 0B6');
  });
});
