import { describe, expect, it } from 'vitest';
import { failedChargeOutlook } from './failed-charge-outlook';

describe('what a failed autopay charge means until the next attempt', () => {
  const R = '2026-11-27';

  it('a retry after the pass ends leaves the days from R+1 uncovered', () => {
    expect(failedChargeOutlook({ renewalDate: R, passEnded: false, nextAttemptDate: '2026-11-30' })).toEqual({
      kind: 'gap',
      nextAttempt: '2026-11-30',
      uncoveredFrom: '2026-11-28',
    });
  });

  it('a retry on or before R changes nothing if it goes through', () => {
    expect(failedChargeOutlook({ renewalDate: R, passEnded: false, nextAttemptDate: R })).toEqual({
      kind: 'no_gap',
      nextAttempt: R,
    });
  });

  it('a pass already ended covers nothing until a charge goes through', () => {
    expect(failedChargeOutlook({ renewalDate: R, passEnded: true, nextAttemptDate: '2026-12-04' })).toEqual({
      kind: 'lapsed',
      nextAttempt: '2026-12-04',
      uncoveredFrom: '2026-11-28',
    });
    expect(
      failedChargeOutlook({ renewalDate: null, passEnded: false, nextAttemptDate: '2026-12-04' }),
    ).toEqual({
      kind: 'lapsed',
      nextAttempt: '2026-12-04',
      uncoveredFrom: null,
    });
  });

  it('no attempt left: autopay has ended', () => {
    expect(failedChargeOutlook({ renewalDate: R, passEnded: false, nextAttemptDate: null })).toEqual({
      kind: 'ended',
    });
  });
});
