import { describe, expect, it } from 'vitest';
import { failedChargeOutlook } from './failed-charge-outlook';

describe('what a failed autopay charge means until the next attempt', () => {
  const R = '2026-11-27';

  it('a retry after R: the pass keeps entering and its space through the last attempt day', () => {
    expect(failedChargeOutlook({ renewalDate: R, passEnded: false, nextAttemptDate: '2026-11-30' })).toEqual({
      kind: 'grace',
      passEnded: false,
      nextAttempt: '2026-11-30',
      graceUntil: '2026-12-04',
      renewsFrom: '2026-11-28',
    });
  });

  it('a retry on or before R changes nothing if it goes through', () => {
    expect(failedChargeOutlook({ renewalDate: R, passEnded: false, nextAttemptDate: R })).toEqual({
      kind: 'no_gap',
      nextAttempt: R,
    });
  });

  it('past R with attempts left: still grace, told as past its paid days', () => {
    expect(failedChargeOutlook({ renewalDate: R, passEnded: true, nextAttemptDate: '2026-12-04' })).toEqual({
      kind: 'grace',
      passEnded: true,
      nextAttempt: '2026-12-04',
      graceUntil: '2026-12-04',
      renewsFrom: '2026-11-28',
    });
    expect(
      failedChargeOutlook({ renewalDate: null, passEnded: false, nextAttemptDate: '2026-12-04' }),
    ).toEqual({
      kind: 'grace',
      passEnded: false,
      nextAttempt: '2026-12-04',
      graceUntil: null,
      renewsFrom: null,
    });
  });

  it('no attempt left: autopay has ended and access is suspended', () => {
    expect(failedChargeOutlook({ renewalDate: R, passEnded: false, nextAttemptDate: null })).toEqual({
      kind: 'ended',
    });
  });
});
