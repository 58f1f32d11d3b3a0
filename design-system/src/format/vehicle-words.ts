import type { TFunction } from '../i18n/catalog';
import type { common } from '../i18n/en/common';

// Colours and vehicle types are stored by their English names ('Gray', 'car'): staff searches and the
// import read those. Screens show them in the reader's language; a colour typed freely is shown as typed.

type ColorKey = keyof typeof common.vehicle.colors;
type TypeKey = keyof typeof common.vehicle.types;

const COLOR_KEYS: Readonly<Record<string, ColorKey>> = Object.fromEntries(
  (
    [
      'White',
      'Black',
      'Gray',
      'Silver',
      'Red',
      'Blue',
      'Green',
      'Beige',
      'Brown',
      'Yellow',
      'Orange',
      'Purple',
    ] as const
  ).map((key) => [key.toLowerCase(), key]),
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
