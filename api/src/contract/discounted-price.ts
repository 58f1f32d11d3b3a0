// The one rounding of a discounted price (SPEC's 12% off the first autopay months): what the landing
// promises, what checkout charges first, what the sandbox and Stripe bill and what receipts announce
// must be the same cents, so every one of them computes it here.

/** `priceCents` less `discountPercent` percent, rounded to whole cents (the percent held to 0-100). */
export function discountedCents(priceCents: number, discountPercent: number): number {
  const percent = Math.min(Math.max(discountPercent, 0), 100);
  return Math.round((priceCents * (100 - percent)) / 100);
}

/**
 * What one billing cycle charges: the discounted price while discounted cycles remain, the full price
 * after. Checkout's first charge, each renewal the sandbox and Stripe bill, and the next charge the
 * portal announces all ask this one rule.
 */
export function cycleChargeCents(
  priceCents: number,
  discountPercent: number,
  discountedCyclesLeft: number,
): number {
  return discountedCyclesLeft > 0 && discountPercent > 0
    ? discountedCents(priceCents, discountPercent)
    : priceCents;
}
