import { US_STATES } from './us-states';

// Where a plate was issued, as ISO 3166-2 codes ('US-CA', 'MX-BCN'): plate cameras match plate and
// state together (Genetec AutoVu's PlateState), and this garage sees US and Mexican plates side by
// side. Browser-safe: the wizard's list and the server's check are the same.

/** ISO 3166-2:MX subdivision codes (the 31 states and Mexico City) with their names. */
export const MX_STATES = {
  AGU: 'Aguascalientes',
  BCN: 'Baja California',
  BCS: 'Baja California Sur',
  CAM: 'Campeche',
  CHP: 'Chiapas',
  CHH: 'Chihuahua',
  CMX: 'Ciudad de México',
  COA: 'Coahuila',
  COL: 'Colima',
  DUR: 'Durango',
  GUA: 'Guanajuato',
  GRO: 'Guerrero',
  HID: 'Hidalgo',
  JAL: 'Jalisco',
  MEX: 'Estado de México',
  MIC: 'Michoacán',
  MOR: 'Morelos',
  NAY: 'Nayarit',
  NLE: 'Nuevo León',
  OAX: 'Oaxaca',
  PUE: 'Puebla',
  QUE: 'Querétaro',
  ROO: 'Quintana Roo',
  SLP: 'San Luis Potosí',
  SIN: 'Sinaloa',
  SON: 'Sonora',
  TAB: 'Tabasco',
  TAM: 'Tamaulipas',
  TLA: 'Tlaxcala',
  VER: 'Veracruz',
  YUC: 'Yucatán',
  ZAC: 'Zacatecas',
} as const;

export type PlateRegion = `US-${keyof typeof US_STATES}` | `MX-${keyof typeof MX_STATES}`;

type RegionEntry = { code: PlateRegion; name: string };

// The US regions, then the Mexican ones: the two groups every "issued in" list shows.
const US_PLATE_REGIONS: readonly RegionEntry[] = Object.entries(US_STATES).map(([code, name]) => ({
  code: `US-${code}` as PlateRegion,
  name,
}));
const MX_PLATE_REGIONS: readonly RegionEntry[] = Object.entries(MX_STATES).map(([code, name]) => ({
  code: `MX-${code}` as PlateRegion,
  name,
}));

const asOptions = (regions: readonly RegionEntry[]) =>
  regions.map((region) => ({ value: region.code as string, label: region.name }));
/** Each country's regions as a select's options (value the code, label the name). */
export const PLATE_REGION_OPTIONS = {
  US: asOptions(US_PLATE_REGIONS),
  MX: asOptions(MX_PLATE_REGIONS),
} as const;

/** Every region a plate may carry, US first (most of the garage's plates), each with its name. */
export const PLATE_REGIONS: readonly RegionEntry[] = [...US_PLATE_REGIONS, ...MX_PLATE_REGIONS];

const REGION_CODES: ReadonlySet<string> = new Set(PLATE_REGIONS.map((region) => region.code));

const REGION_NAMES: ReadonlyMap<string, string> = new Map(
  PLATE_REGIONS.map((region) => [region.code, region.name]),
);

/**
 * The state's own name ('MX-BCN' -> 'Baja California'), the same in both languages as the lists show
 * it; null for no region or a code that is none. US and Mexican names never collide, so screens show it
 * without the country.
 */
export function plateRegionName(code: string | null | undefined): string | null {
  return (code && REGION_NAMES.get(code)) || null;
}

export function isPlateRegion(value: unknown): value is PlateRegion {
  return typeof value === 'string' && REGION_CODES.has(value);
}

/**
 * A region as typed or imported: 'us-ca', 'US CA', 'MX_BCN' all become the code; anything else is
 * null so the caller can refuse it with `plate_region`.
 */
export function normalizePlateRegion(value: string): PlateRegion | null {
  const code = value
    .trim()
    .toUpperCase()
    .replace(/[\s_.]+/g, '-');
  return isPlateRegion(code) ? code : null;
}
