// The opaque token of this tab's last checkout, kept in session storage so the same browser can start
// over (a reload, a plan change, a retry, a fixed plate): create-intent replaces a live checkout only
// when its own token comes back, and refuses anyone else with 409 checkout_in_progress.

export const CHECKOUT_TOKEN_STORAGE_KEY = 'signup.checkout-token.v1';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function saveCheckoutToken(token: string): void {
  try {
    storage()?.setItem(CHECKOUT_TOKEN_STORAGE_KEY, token);
  } catch {
    // Full or blocked storage: starting over waits until the old hold lapses or is released.
  }
}

export function loadCheckoutToken(): string | null {
  try {
    return storage()?.getItem(CHECKOUT_TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** After a payment: the paid checkout has nothing left to replace. */
export function forgetCheckoutToken(): void {
  try {
    storage()?.removeItem(CHECKOUT_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing to do: a stale token of a finished checkout is ignored by the server.
  }
}
