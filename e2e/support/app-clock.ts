import type { Page } from '@playwright/test';

// The app's clock, not the test machine's: specs in the same run move the payment sandbox's clock
// (cancel, pause, card expiry), and the app's dates follow it (lib/app-clock.ts).

const inGarage = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(instant);

/** The garage's today on the app's clock (YYYY-MM-DD). */
export async function garageToday(page: Page): Promise<string> {
  const res = await page.request.get('/api/sandbox/clock');
  const { now } = (await res.json()) as { now: string };
  return inGarage(new Date(now));
}

/** `today` plus `days`: [YYYY-MM-DD, M/D/YYYY as Excel writes it]. */
export function garageDayAfter(today: string, days: number): [string, string] {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return [
    date.toISOString().slice(0, 10),
    `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`,
  ];
}
