import { VEHICLE_COLORS } from 'api/contract/wizard-constants';
import { vehicleColorText } from 'design-system/format/vehicle-words';
import type { TFunction } from 'design-system/i18n/language';

type VehicleColor = (typeof VEHICLE_COLORS)[number];

const isListedColor = (value: string): value is VehicleColor =>
  (VEHICLE_COLORS as readonly string[]).includes(value);

/**
 * Listed colours are stored by their English name (staff search by it) and shown translated, with the
 * words every screen uses (design-system's common.vehicle.colors).
 */
export function colorLabel(value: string, t: TFunction): string {
  return isListedColor(value) ? vehicleColorText(value, t) : value;
}

/** Listed colours whose English name contains the typed text, case-insensitive (SPEC section 5). */
export function filterColors(typed: string): VehicleColor[] {
  const needle = typed.trim().toLowerCase();
  return VEHICLE_COLORS.filter((color) => color.toLowerCase().includes(needle));
}

/**
 * The colour list filtered by SPEC section 5's case-insensitive substring rule, applied to the English
 * name and to the name in the visitor's language ('roj' finds Red for a Spanish visitor).
 */
export function matchingColors(typed: string, t: TFunction): VehicleColor[] {
  const english = new Set(filterColors(typed));
  return VEHICLE_COLORS.filter((color) => english.has(color) || labelContains(colorLabel(color, t), typed));
}

function labelContains(label: string, typed: string): boolean {
  return label.toLowerCase().includes(typed.trim().toLowerCase());
}

/** Typed text back to a stored colour: a listed name in either language becomes the English name. */
export function colorFromText(typed: string, t: TFunction): string {
  const text = typed.trim();
  const lower = text.toLowerCase();
  const listed = VEHICLE_COLORS.find(
    (color) => color.toLowerCase() === lower || colorLabel(color, t).toLowerCase() === lower,
  );
  return listed ?? text;
}
