import { api, runtimeConfig } from 'api/client';
import { useCallback, useEffect, useRef } from 'react';

/** How often the open checkout page tells the server the buyer is still there. */
export const HOLD_HEARTBEAT_MS = 60_000;

function releaseWithBeacon(checkoutToken: string): void {
  const body = new Blob([JSON.stringify({ checkoutToken })], { type: 'application/json' });
  const base = (runtimeConfig().apiBaseUrl?.trim() || '/api').replace(/\/+$/, '');
  const url = `${base}/billing/hold/release`;
  // A beacon survives the page going away; fetch with keepalive is the fallback.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => {});
}

/**
 * Keeps the checkout's held space while this page is open and gives it back when the visitor leaves
 * (a declined card or a closed tab must not keep a space for 30 minutes): a heartbeat every minute (the server extends the hold, up to its 30-minute
 * cap), a release beacon on `pagehide`, and a release when the visitor leaves the checkout route.
 * `checkoutToken` is null until create-intent answered. Call the returned `keep()` once the payment
 * went through: a paid checkout's hold becomes the pass and must not be released on the way out.
 */
export function useCheckoutHold(checkoutToken: string | null): { keep: () => void } {
  const kept = useRef(false);
  useEffect(() => {
    if (!checkoutToken) return;
    kept.current = false;
    const beat = () => {
      api.billing.hold.keepalive.$post({ json: { checkoutToken } }).catch(() => {
        // A missed beat costs nothing: the hold lasts 10 minutes and the next beat takes it again.
      });
    };
    const timer = setInterval(beat, HOLD_HEARTBEAT_MS);
    const onPageHide = () => {
      if (!kept.current) releaseWithBeacon(checkoutToken);
    };
    // Back from the browser's page cache: the space was given back on pagehide, take it again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) beat();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      if (!kept.current) releaseWithBeacon(checkoutToken);
    };
  }, [checkoutToken]);
  return {
    keep: useCallback(() => {
      kept.current = true;
    }, []),
  };
}
