import { describe, expect, it } from 'vitest';
import { renewalChargeAt } from './autopay-billing';

describe('renewalChargeAt', () => {
  it('is 06:00 garage time on the renewal date, in winter and in summer', () => {
    expect(renewalChargeAt('2026-12-10', 'America/Los_Angeles').toISOString()).toBe(
      '2026-12-10T14:00:00.000Z',
    );
    expect(renewalChargeAt('2026-07-10', 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-10T13:00:00.000Z',
    );
  });

  it('stays at 06:00 on the days the clocks change (02:00 skipped or repeated)', () => {
    expect(renewalChargeAt('2026-03-08', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
    expect(renewalChargeAt('2026-11-01', 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-01T14:00:00.000Z',
    );
  });

  it('works east of UTC too', () => {
    expect(renewalChargeAt('2026-12-10', 'Europe/Madrid').toISOString()).toBe('2026-12-10T05:00:00.000Z');
  });
});
