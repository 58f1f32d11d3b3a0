import { describe, expect, it } from 'vitest';
import { labelledTicks, revenueAxis, revenueAxisStep, suggestedRevenueMax } from './revenue-axis';

describe('revenue axis (SPEC section 9)', () => {
  it('steps 50 up to 500, 100 up to 2500, then 500', () => {
    expect(revenueAxisStep(0)).toBe(50);
    expect(revenueAxisStep(500)).toBe(50);
    expect(revenueAxisStep(500.01)).toBe(100);
    expect(revenueAxisStep(2500)).toBe(100);
    expect(revenueAxisStep(2500.01)).toBe(500);
  });

  it('suggests the highest value x 1.1 rounded up to a multiple of 50', () => {
    expect(suggestedRevenueMax(0)).toBe(0);
    expect(suggestedRevenueMax(250)).toBe(300); // 275 -> 300
    expect(suggestedRevenueMax(500)).toBe(550); // exactly 550, no float creep to 600
    expect(suggestedRevenueMax(1000)).toBe(1100);
    expect(suggestedRevenueMax(1001)).toBe(1150); // 1101.1 -> 1150
  });

  it('starts at 0 and ends on a step at or above the suggested maximum', () => {
    expect(revenueAxis([250, 120])).toEqual({ max: 300, step: 50, ticks: [0, 50, 100, 150, 200, 250, 300] });
    // 1001 -> suggested 1150, step 100 -> top 1200
    expect(revenueAxis([1001]).max).toBe(1200);
    expect(revenueAxis([1001]).ticks[0]).toBe(0);
    // 3000 -> 3300, step 500 -> 3500
    expect(revenueAxis([3000, 10])).toEqual({
      max: 3500,
      step: 500,
      ticks: [0, 500, 1000, 1500, 2000, 2500, 3000, 3500],
    });
  });

  it('keeps one step for an empty or all-zero series and ignores non-numbers', () => {
    expect(revenueAxis([])).toEqual({ max: 50, step: 50, ticks: [0, 50] });
    expect(revenueAxis([0, 0])).toEqual({ max: 50, step: 50, ticks: [0, 50] });
    expect(revenueAxis([Number.NaN, 40]).max).toBe(50);
  });
});

describe('labelledTicks', () => {
  it('labels every step when there is room', () => {
    const axis = revenueAxis([250]);
    expect(labelledTicks(axis, 400)).toEqual(axis.ticks);
  });

  it('labels every nth step on a short axis, starting at 0', () => {
    const axis = revenueAxis([1660]); // 0..1900 by 100: 20 steps
    expect(axis.ticks).toHaveLength(20);
    // 204 px / 22 px = 9 label slots -> every 3rd step.
    expect(labelledTicks(axis, 204)).toEqual([0, 300, 600, 900, 1200, 1500, 1800]);
  });
});
