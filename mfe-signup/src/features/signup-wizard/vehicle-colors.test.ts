import { getT } from 'design-system/i18n/language';
import { colorFromText, colorLabel, filterColors, matchingColors } from './vehicle-colors';
import { vehicleYears } from './vehicle-years';

const en = getT('en');
const es = getT('es');

describe('colour list', () => {
  it('is filtered by case-insensitive substring', () => {
    expect(filterColors('R')).toEqual(['Gray', 'Silver', 'Red', 'Green', 'Brown', 'Orange', 'Purple']);
    expect(filterColors('bl')).toEqual(['Black', 'Blue']);
    expect(matchingColors('RE', en)).toEqual(['Red', 'Green']);
    expect(matchingColors('', en)).toHaveLength(12);
    expect(matchingColors('zzz', en)).toEqual([]);
  });

  it('also matches the names in Spanish', () => {
    expect(matchingColors('roj', es)).toEqual(['Red']);
    expect(colorLabel('Red', es)).toBe('Rojo');
  });

  it('stores listed colours by their English name and keeps other text as typed', () => {
    expect(colorFromText(' rojo ', es)).toBe('Red');
    expect(colorFromText('white', en)).toBe('White');
    expect(colorFromText(' Dark teal ', en)).toBe('Dark teal');
  });
});

describe('year list', () => {
  it('runs from next year back to 1925', () => {
    const years = vehicleYears(new Date(2026, 5, 1));
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1925);
    expect(years).toHaveLength(2027 - 1925 + 1);
  });
});
