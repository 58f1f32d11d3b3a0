import { describe, expect, it } from 'vitest';
import { normalizePlateRegion, PLATE_REGIONS, plateRegionName } from './plate-region';

describe('plate regions', () => {
  it('takes the code as typed or imported, and nothing that is not one', () => {
    expect(['US-CA', 'us ca', ' mx_bcn ', 'Mx.Son'].map(normalizePlateRegion)).toEqual([
      'US-CA',
      'US-CA',
      'MX-BCN',
      'MX-SON',
    ]);
    expect(['CA', 'US-XX', 'Baja California', ''].map(normalizePlateRegion)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('names each region once, US first, and no two alike', () => {
    expect(plateRegionName('MX-BCN')).toBe('Baja California');
    expect(plateRegionName('US-CA')).toBe('California');
    expect([plateRegionName(null), plateRegionName(''), plateRegionName('US-XX')]).toEqual([
      null,
      null,
      null,
    ]);
    const names = PLATE_REGIONS.map((region) => region.name);
    expect(new Set(names).size).toBe(names.length);
    expect(PLATE_REGIONS[0]?.code.startsWith('US-')).toBe(true);
    expect(PLATE_REGIONS.at(-1)?.code.startsWith('MX-')).toBe(true);
  });
});
