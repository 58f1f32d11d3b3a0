import { countryFromText, countryLabel } from './country-names';

describe('country names', () => {
  it('shows listed countries in the visitor language and keeps English for English visitors', () => {
    expect(countryLabel('United States', 'es')).toBe('Estados Unidos');
    expect(countryLabel('Mexico', 'es')).toBe('México');
    expect(countryLabel('United States', 'en')).toBe('United States');
    expect(countryLabel('Atlantis', 'es')).toBe('Atlantis');
  });

  it('stores a listed country by its English name, whichever language it was typed in', () => {
    expect(countryFromText(' estados unidos ', 'es')).toBe('United States');
    expect(countryFromText('Mexico', 'es')).toBe('Mexico');
    expect(countryFromText('méxico', 'es')).toBe('Mexico');
    expect(countryFromText('Atlantis ', 'es')).toBe('Atlantis');
  });
});
