// The revenue chart's y-axis (SPEC section 9): from 0, step 50 when the highest value is at most 500,
// 100 up to 2500, else 500; suggested maximum = highest x 1.1 rounded up to a multiple of 50. Values are
// dollars, as staff read them on the axis.

export type RevenueAxis = { max: number; step: number; ticks: number[] };

const SUGGESTED_MAX_MULTIPLE = 50;

export function revenueAxisStep(highest: number): number {
  if (highest <= 500) return 50;
  if (highest <= 2500) return 100;
  return 500;
}

export function suggestedRevenueMax(highest: number): number {
  // Rounded to cents first so 1.1 x 500 is 550, not 550.0000000000001 -> 600.
  const padded = Math.round(Math.max(0, highest) * 1.1 * 100) / 100;
  return Math.ceil(padded / SUGGESTED_MAX_MULTIPLE) * SUGGESTED_MAX_MULTIPLE;
}

/**
 * The axis for the given values (dollars). Like a chart library's suggested maximum, the top is at least
 * the suggested maximum and lands on a step, so the last tick is the top of the axis. An empty or all-zero
 * series still shows one step, so the line sits on a labelled axis.
 */
export function revenueAxis(values: readonly number[]): RevenueAxis {
  const highest = values.reduce((top, value) => (Number.isFinite(value) && value > top ? value : top), 0);
  const step = revenueAxisStep(highest);
  const max = Math.max(step, Math.ceil(suggestedRevenueMax(highest) / step) * step);
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
  return { max, step, ticks };
}

/** Fewest pixels between two labelled ticks, so labels never overlap on a short (phone) chart. */
export const MIN_LABEL_GAP_PX = 22;

/**
 * The ticks that get a label on an axis `heightPx` tall: every step keeps its grid line, but only every
 * nth step is labelled when the steps are closer than MIN_LABEL_GAP_PX. 0 and the top are always kept.
 */
export function labelledTicks(axis: RevenueAxis, heightPx: number): number[] {
  const slots = Math.max(1, Math.floor(heightPx / MIN_LABEL_GAP_PX));
  const every = Math.max(1, Math.ceil((axis.ticks.length - 1) / slots));
  return axis.ticks.filter((_, index) => index % every === 0);
}
