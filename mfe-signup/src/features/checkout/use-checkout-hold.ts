import { api, parseResponse, readApiError, runtimeConfig } from 'api/client';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How often the open checkout page tells the server the buyer is still there. */
export const HOLD_HEARTBEAT_MS = 60_000;

/** What the server last said of this tab's checkout and its space. */
export type HoldState =
  /** No checkout in this tab, or it ended: the live count of free spaces says whether one can be bought. */
  | 'none'
  /** Asked, not answered yet. */
  | 'checking'
  /** A space is this buyer's to pay for (held, or free to take again). */
  | 'held'
  /** The hold lapsed or was given back and no space is free any more: someone else has it. */
  | 'taken';

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
 * (a declined card or a closed tab must not keep a space for 30 minutes): a beat at once and every minute
 * (the server extends the hold, up to its 30-minute cap), a release beacon on `pagehide`, and a release
 * when the visitor leaves the checkout route. Each beat's answer is the returned `state`, so the page can
 * say the space was lost before another card is typed. `checkoutToken` is null while this tab has no
 * checkout. Call `keep()` once the payment went through: a paid checkout's hold becomes the pass and must
 * not be released on the way out.
 */
export function useCheckoutHold(checkoutToken: string | null): { keep: () => void; state: HoldState } {
  const kept = useRef(false);
  const [answer, setAnswer] = useState<{ token: string; state: HoldState } | null>(null);
  useEffect(() => {
    if (!checkoutToken) return;
    kept.current = false;
    let mounted = true;
    const report = (state: HoldState) => {
      if (mounted) setAnswer({ token: checkoutToken, state });
    };
    const beat = () => {
      parseResponse(api.billing.hold.keepalive.$post({ json: { checkoutToken } })).then(
        () => report('held'),
        (error: unknown) => {
          const code = readApiError(error)?.code;
          // Anything else (offline, throttled) costs nothing: the hold lasts 10 minutes and the next beat
          // takes it again; until one answers, the page keeps what it last knew.
          if (code === 'spaces_taken') report('taken');
          else if (code === 'checkout_not_found') report('none');
        },
      );
    };
    beat();
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
      mounted = false;
      clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      if (!kept.current) releaseWithBeacon(checkoutToken);
    };
  }, [checkoutToken]);
  const keep = useCallback(() => {
    kept.current = true;
  }, []);
  let state: HoldState = 'none';
  if (checkoutToken) state = answer?.token === checkoutToken ? answer.state : 'checking';
  return { keep, state };
}
