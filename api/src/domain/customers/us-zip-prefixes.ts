import type { UsStateCode } from '../../contract/us-states';

// The first three digits of a US ZIP code name the sectional center facility, and every one of them
// lies in one state (USPS "3-digit ZIP code prefix" list). Ranges are inclusive; prefixes USPS has
// never assigned are listed in UNASSIGNED_PREFIXES and belong to no state.
// Granularity caveat: a handful of 5-digit ZIPs break the rule (American Samoa's 96799 sits in
// Hawaii's 967), which no 3-digit table can express.
const PREFIX_RANGES: readonly (readonly [first: number, last: number, state: UsStateCode])[] = [
  [5, 5, 'NY'], // Holtsville IRS
  [6, 7, 'PR'],
  [8, 8, 'VI'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'], // Andover IRS
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [90, 98, 'AE'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'], // Dulles
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [340, 340, 'AA'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'], // parcel return service
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 731, 'OK'],
  [733, 733, 'TX'], // Austin IRS
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'], // El Paso
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [962, 966, 'AP'],
  [967, 968, 'HI'],
  [969, 969, 'GU'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

const UNASSIGNED_PREFIXES = new Set([
  0, 1, 2, 3, 4, 99, 213, 269, 343, 345, 348, 353, 419, 428, 429, 517, 518, 519, 529, 533, 536, 552, 568, 578,
  579, 589, 621, 632, 642, 643, 659, 663, 682, 694, 695, 696, 697, 698, 699, 702, 709, 715, 732, 742, 771,
  817, 818, 819, 839, 848, 849, 854, 858, 861, 862, 866, 867, 868, 869, 872, 876, 886, 887, 888, 892, 896,
  899, 909, 929, 987,
]);

const STATE_BY_PREFIX: ReadonlyMap<number, UsStateCode> = (() => {
  const map = new Map<number, UsStateCode>();
  for (const [first, last, state] of PREFIX_RANGES) {
    for (let prefix = first; prefix <= last; prefix++) {
      if (!UNASSIGNED_PREFIXES.has(prefix)) map.set(prefix, state);
    }
  }
  return map;
})();

/** The state a US ZIP (12345 or 12345-6789) belongs to, or null for an unassigned prefix. */
export function stateForUsZip(zip: string): UsStateCode | null {
  const prefix = Number(zip.slice(0, 3));
  if (!/^\d{3}/.test(zip)) return null;
  return STATE_BY_PREFIX.get(prefix) ?? null;
}
