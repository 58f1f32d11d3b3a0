import type { SavedCardSummary } from 'api/contract/portal';

// Card brands are proper names, the same in both languages.
const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
  amex: 'American Express',
};

/** "Visa •••• 4242": how the portal names a saved card (the lost-card fee, the autopay dialog). */
export function savedCardName(card: SavedCardSummary): string {
  const brand = BRANDS[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}`;
}
