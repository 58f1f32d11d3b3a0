import type { TFunction } from '../i18n/catalog';
import { common as commonEn } from '../i18n/en/common';

// Colours and vehicle types are stored by their English names ('Gray', 'car'): staff searches and the
// import read those. Screens show them in the reader's language; a colour typed freely is shown as typed.

type ColorKey = keyof typeof commonEn.vehicle.colors;
type TypeKey = keyof typeof commonEn.vehicle.types;

// The catalog's colour words are keyed by the stored English names, which are the wizard's list
// (api/contract/wizard-constants.ts VEHICLE_COLORS; the front ends' tests check the two stay one).
const COLOR_KEYS: Readonly<Record<string, ColorKey>> = Object.fromEntries(
  (Object.keys(commonEn.vehicle.colors) as ColorKey[]).map((key) => [key.toLowerCase(), key]),
);

/** 'Gray' -> 'Gris' in Spanish; '' for none; a colour outside the list as stored. */
export function vehicleColorText(color: string | null | undefined, t: TFunction): string {
  const value = (color ?? '').trim();
  const key = COLOR_KEYS[value.toLowerCase()];
  return key ? t(`common.vehicle.colors.${key}`) : value;
}

/** 'car' -> 'Auto' in Spanish. */
export function vehicleTypeText(type: TypeKey, t: TFunction): string {
  return t(`common.vehicle.types.${type}`);
}
