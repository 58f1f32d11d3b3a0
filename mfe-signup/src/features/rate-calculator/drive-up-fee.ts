/**
 * Drive-up fee: see docs/decisions/drive-up-rate-rule.md for the rule and why.
 *
 * In short: the stay is cut into 12-hour blocks of real elapsed time from the entry; every started
 * block is charged; a block costs the Friday–Sunday rate when any moment of it that the car is
 * actually parked falls on a Friday, Saturday or Sunday of the garage's calendar, else the
 * Monday–Thursday rate.
 */
import { GARAGE_TIME_ZONE } from 'design-system/format/dates';
import {
  BLOCK_MS,
  MAX_STAY_DAYS,
  WEEKDAY_BLOCK_CENTS,
  WEEKEND_BLOCK_CENTS,
  WEEKEND_DAYS,
} from './drive-up-rates';
import { zonedParts } from './zoned-time';

export type DriveUpFeeError = 'invalid' | 'exit-before-entry' | 'same-time' | 'too-long';

export interface DriveUpFeeBreakdown {
  ok: true;
  totalCents: number;
  blocks: number;
  weekdayBlocks: number;
  weekendBlocks: number;
  durationMinutes: number;
}

export type DriveUpFee = DriveUpFeeBreakdown | { ok: false; error: DriveUpFeeError };

export interface DriveUpFeeOptions {
  /** Zone whose calendar decides the weekday. Default: the garage's. */
  timeZone?: string;
}

function touchesWeekend(startMs: number, endMs: number, timeZone: string): boolean {
  // A block is at most 12 hours and a calendar day at least 23, so the block meets at most two
  // days: the one it starts in and the one holding its last parked moment.
  const first = zonedParts(new Date(startMs), timeZone).weekday;
  const last = zonedParts(new Date(endMs - 1), timeZone).weekday;
  return WEEKEND_DAYS.has(first) || WEEKEND_DAYS.has(last);
}

export function calculateDriveUpFee(entry: Date, exit: Date, options: DriveUpFeeOptions = {}): DriveUpFee {
  const timeZone = options.timeZone ?? GARAGE_TIME_ZONE;
  const entryMs = entry.getTime();
  const exitMs = exit.getTime();
  if (Number.isNaN(entryMs) || Number.isNaN(exitMs)) return { ok: false, error: 'invalid' };
  if (exitMs < entryMs) return { ok: false, error: 'exit-before-entry' };
  if (exitMs === entryMs) return { ok: false, error: 'same-time' };
  if (exitMs - entryMs > MAX_STAY_DAYS * 86_400_000) return { ok: false, error: 'too-long' };

  const blocks = Math.ceil((exitMs - entryMs) / BLOCK_MS);
  let weekendBlocks = 0;
  for (let i = 0; i < blocks; i++) {
    const start = entryMs + i * BLOCK_MS;
    // The last block is only judged on the time actually parked, not the unused rest of it.
    const end = Math.min(start + BLOCK_MS, exitMs);
    if (touchesWeekend(start, end, timeZone)) weekendBlocks++;
  }
  const weekdayBlocks = blocks - weekendBlocks;
  return {
    ok: true,
    blocks,
    weekdayBlocks,
    weekendBlocks,
    totalCents: weekdayBlocks * WEEKDAY_BLOCK_CENTS + weekendBlocks * WEEKEND_BLOCK_CENTS,
    durationMinutes: Math.round((exitMs - entryMs) / 60_000),
  };
}
