// USPS codes: the 50 states, DC, the territories and the military "states", because a US ZIP can
// belong to any of them. Browser-safe so the wizard's state list and the server agree.
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  GU: 'Guam',
  AE: 'Armed Forces Europe',
  AA: 'Armed Forces Americas',
  AP: 'Armed Forces Pacific',
} as const;

export type UsStateCode = keyof typeof US_STATES;

const US_COUNTRY_NAMES = new Set([
  'us',
  'usa',
  'u.s.',
  'u.s.a.',
  'united states',
  'united states of america',
  'estados unidos',
  'estados unidos de america',
  'estados unidos de américa',
  'eeuu',
  'ee.uu.',
  'ee. uu.',
]);

/** True for every way the wizard or a person may name the United States. */
export function isUsCountry(country: string | null | undefined): boolean {
  return US_COUNTRY_NAMES.has((country ?? '').trim().toLowerCase());
}

/** The USPS code for a state given by code ('ca') or name ('California'); null when not a US state. */
export function usStateCode(state: string | null | undefined): UsStateCode | null {
  const value = (state ?? '').trim();
  if (!value) return null;
  const upper = value.toUpperCase();
  if (upper in US_STATES) return upper as UsStateCode;
  const lower = value.toLowerCase();
  for (const [code, name] of Object.entries(US_STATES)) {
    if (name.toLowerCase() === lower) return code as UsStateCode;
  }
  return null;
}
