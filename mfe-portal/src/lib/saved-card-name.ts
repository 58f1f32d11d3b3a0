import { cardBrandName } from 'api/contract/card-brand';

/** "Visa •••• 4242": how the portal names a card (the lost-card fee, the autopay dialog, receipts). */
export function savedCardName(card: { brand: string; last4: string }): string {
  return `${cardBrandName(card.brand)} •••• ${card.last4}`;
}
