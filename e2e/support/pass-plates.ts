import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { newestMail } from './outbox';
import { withDatabase } from './signup-flow';

// The pass-plates specs (e2e/pass-plates*.spec.ts): plates no other test uses, the temporary plate's
// last day from the form's own bounds (the server's day, which other specs move), what the outbox and
// the gate's feed hold.

let counter = 0;

/** A plate of A-Z and 0-9 nobody else has: at most 15 characters. */
export function freshPlate(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`.toUpperCase().slice(0, 15);
}

/** A last day a week after the first day the form accepts (today on the server's clock). */
export async function weekAfterFirstAllowedDay(page: Page, label: string): Promise<string> {
  const min = (await page.getByLabel(label, { exact: true }).getAttribute('min')) ?? '';
  const date = new Date(`${min}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
}

/** Waits for the e-mail to `email` that names `plate` and says `pattern`. */
export async function expectPlateNotice(email: string, plate: string, pattern: RegExp) {
  await expect
    .poll(
      () => {
        const mail = newestMail(email, new RegExp(plate));
        return mail !== null && pattern.test(mail.replace(/\s+/g, ' '));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** How many times the gate's feed was told of `plate` (each add or removal appends one). */
export function feedRowsFor(plate: string): number {
  return withDatabase(
    (db) =>
      (
        db.prepare('select count(*) as n from access_changes where credential_value = ?') as unknown as {
          get(...params: unknown[]): { n: number };
        }
      ).get(plate).n,
  );
}
