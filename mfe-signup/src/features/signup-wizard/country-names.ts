import { type Language, LOCALES } from 'design-system/i18n/catalog';
import { foldText } from './region-search';

// ISO 3166 codes of the countries the address step lists, by the English name it stores. Countries are
// stored in English (the server's US check and staff searches read that name) and shown in the
// visitor's language, the way vehicle colours are.
const COUNTRY_CODES: Readonly<Record<string, string>> = {
  'United States': 'US',
  Mexico: 'MX',
  Canada: 'CA',
  Guatemala: 'GT',
  Belize: 'BZ',
  'El Salvador': 'SV',
  Honduras: 'HN',
  Nicaragua: 'NI',
  'Costa Rica': 'CR',
  Panama: 'PA',
  Colombia: 'CO',
  Spain: 'ES',
  Germany: 'DE',
  France: 'FR',
  'United Kingdom': 'GB',
  Australia: 'AU',
  Argentina: 'AR',
  Brazil: 'BR',
  Chile: 'CL',
  China: 'CN',
  Cuba: 'CU',
  'Dominican Republic': 'DO',
  Ecuador: 'EC',
  India: 'IN',
  Italy: 'IT',
  Japan: 'JP',
  Netherlands: 'NL',
  Peru: 'PE',
  Philippines: 'PH',
  Portugal: 'PT',
  'South Korea': 'KR',
  Venezuela: 'VE',
};

const displayNames = new Map<Language, Intl.DisplayNames>();

/** A stored (English) country name as the visitor reads it; names the list does not know stay as typed. */
export function countryLabel(country: string, language: Language): string {
  const code = COUNTRY_CODES[country];
  if (!code || language === 'en') return country;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([LOCALES[language]], { type: 'region' });
    displayNames.set(language, names);
  }
  return names.of(code) ?? country;
}

/** Typed text back to a stored country: a listed name in English or the visitor's language becomes English. */
export function countryFromText(typed: string, language: Language): string {
  const text = typed.trim();
  const folded = foldText(text);
  const listed = Object.keys(COUNTRY_CODES).find(
    (country) => foldText(country) === folded || foldText(countryLabel(country, language)) === folded,
  );
  return listed ?? text;
}
