// The offer token of a `/?offer=` link, kept for this tab from the landing to the checkout (which
// sends it with create-intent so the held space is the one bought). sessionStorage: a held space
// belongs to the tab that opened the offer e-mail, and is gone with it.
const KEY = 'waitlist-offer-token';

export function saveOfferToken(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage blocked: the checkout then buys without the offer, and says so if no space is free.
  }
}

export function loadOfferToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetOfferToken(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored to forget.
  }
}
