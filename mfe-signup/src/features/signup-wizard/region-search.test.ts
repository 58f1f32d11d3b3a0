import { REGIONS } from './region-data';
import { foldText, REGION_SUGGESTION_LIMIT, searchNames, searchRegions } from './region-search';

describe('state suggestions', () => {
  it('suggests nothing for empty or blank text', () => {
    expect(searchRegions(REGIONS, '')).toEqual([]);
    expect(searchRegions(REGIONS, '   ')).toEqual([]);
  });

  it('gives at most 10 suggestions', () => {
    expect(searchRegions(REGIONS, 'a').length).toBe(REGION_SUGGESTION_LIMIT);
    expect(REGION_SUGGESTION_LIMIT).toBe(10);
  });

  it('knows each suggestion’s country, across the US, Canada, Mexico and Central America', () => {
    expect(searchRegions(REGIONS, 'Baja California Sur')[0]).toEqual({
      name: 'Baja California Sur',
      country: 'Mexico',
    });
    expect(searchRegions(REGIONS, 'ontar')[0]).toEqual({ name: 'Ontario', country: 'Canada' });
    expect(searchRegions(REGIONS, 'huehue')[0]).toEqual({ name: 'Huehuetenango', country: 'Guatemala' });
    expect(searchRegions(REGIONS, 'Cataluña')[0]).toEqual({ name: 'Cataluña', country: 'Spain' });
  });

  it('finds names typed without accents and puts names that start with the text first', () => {
    expect(searchRegions(REGIONS, 'nuevo leon')[0]?.name).toBe('Nuevo León');
    const names = searchRegions(REGIONS, 'cal').map((region) => region.name);
    expect(names[0]).toBe('California');
    expect(names).not.toContain('Chalatenango');
  });

  it('puts the state of a US postal code first', () => {
    expect(searchRegions(REGIONS, 'tx')[0]).toEqual({ name: 'Texas', country: 'United States' });
    expect(searchRegions(REGIONS, 'CA')[0]?.name).toBe('California');
  });

  it('lists both countries when a name exists in two', () => {
    const laPaz = searchRegions(REGIONS, 'La Paz').filter((region) => region.name === 'La Paz');
    expect(laPaz.map((region) => region.country).sort()).toEqual(['El Salvador', 'Honduras']);
  });

  it('suggests countries by the same rules', () => {
    expect(searchNames(['Mexico', 'United States', 'Canada'], 'méx')).toEqual(['Mexico']);
    expect(foldText('  Querétaro ')).toBe('queretaro');
  });
});
