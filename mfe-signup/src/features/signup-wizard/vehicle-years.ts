import { MIN_VEHICLE_YEAR, maxVehicleYear } from 'api/contract/wizard-constants';

/** The wizard's year list, newest first: next year back to 1925 (the range the contract accepts). */
export function vehicleYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = maxVehicleYear(now); year >= MIN_VEHICLE_YEAR; year--) years.push(year);
  return years;
}
