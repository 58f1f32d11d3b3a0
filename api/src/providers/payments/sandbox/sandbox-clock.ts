import { addDays, renewalDateFor, todayInTimeZone } from '../../../contract/calendar-date';
import { periodStartAfter, renewalChargeAt } from '../../../contract/renewal-calendar';

/**
 * The sandbox's test clock (Stripe's test clocks): real time plus an offset that only ever moves
 * forward, and when renewals fall due on it. The app adds the same offset to its own clock.
 */
export class SandboxClock {
  /** How far the clock was moved ahead of real time; persisted with the sandbox's objects. */
  offsetMs = 0;

  /** The garage's time zone: renewals are charged at RENEWAL_CHARGE_HOUR on the pass's renewal date. */
  constructor(private readonly timeZone: string) {}

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Now as Stripe writes times: whole Unix seconds. */
  nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }

  /** The next renewal charge after one made at `chargedAt`: on the pass's next renewal date (one calendar). */
  nextChargeAfter(chargedAt: number, months: number): number {
    const renewalDate = todayInTimeZone(this.timeZone, new Date(chargedAt * 1000));
    const next = renewalDateFor(periodStartAfter(renewalDate), months);
    return Math.floor(renewalChargeAt(next, this.timeZone).getTime() / 1000);
  }

  /** A retry `days` after the renewal date a period starting at `periodStart` was billed on, at the charge hour. */
  retryAt(periodStart: number, days: number): number {
    const renewalDate = todayInTimeZone(this.timeZone, new Date(periodStart * 1000));
    return Math.floor(renewalChargeAt(addDays(renewalDate, days), this.timeZone).getTime() / 1000);
  }
}

/** Same day-of-month `months` later at the same time, clamped to a shorter month (Stripe's rule). */
export function addMonths(unixSeconds: number, months: number): number {
  const date = new Date(unixSeconds * 1000);
  const day = date.getUTCDate();
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}
