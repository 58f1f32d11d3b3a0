/** Entry and exit times go in 15-minute steps (SPEC section 9): 00:00, 00:15, … 23:45. */
export const QUARTER_HOURS: readonly string[] = Array.from({ length: 96 }, (_, i) => {
  const hours = String(Math.floor(i / 4)).padStart(2, '0');
  const minutes = String((i % 4) * 15).padStart(2, '0');
  return `${hours}:${minutes}`;
});

/** 'HH:MM' rounded down to its quarter hour ('10:07' -> '10:00'). */
export function floorToQuarterHour(time: string): string {
  const [hours = '00', minutes = '00'] = time.split(':');
  const quarter = String(Math.floor(Number(minutes) / 15) * 15).padStart(2, '0');
  return `${hours.padStart(2, '0')}:${quarter}`;
}
