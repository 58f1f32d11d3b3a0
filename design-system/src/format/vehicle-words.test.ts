import { describe, expect, it } from 'vitest';
import { getT } from '../i18n/language';
import { vehicleColorText, vehicleTypeText } from './vehicle-words';

describe('vehicle words', () => {
  it('shows a stored colour in the reader’s language', () => {
    expect(vehicleColorText('Gray', getT('es'))).toBe('Gris');
    expect(vehicleColorText('red', getT('es'))).toBe('Rojo');
    expect(vehicleColorText('White', getT('en'))).toBe('White');
  });

  it('keeps a colour outside the list as typed, and none as empty', () => {
    expect(vehicleColorText('Champagne', getT('es'))).toBe('Champagne');
    expect(vehicleColorText(null, getT('es'))).toBe('');
  });

  it('names the vehicle type in the reader’s language', () => {
    expect(vehicleTypeText('car', getT('es'))).toBe('Auto');
    expect(vehicleTypeText('motorcycle', getT('en'))).toBe('Motorcycle');
  });
});
