import { isAbortError } from 'api/client';
import { useEffect, useState } from 'react';
import { fetchOpenSlots } from './fetch-open-slots';
import { firstViewOpenSlots } from './first-view-count';

export const AVAILABILITY_REFRESH_MS = 60_000;

/** null until the first answer; then the number of spaces that can be sold online. */
export type OpenSlots = number | null;

/**
 * Live count of online spaces: loaded on mount, every minute while the page is visible, and when
 * the visitor comes back to the tab (phones often park a tab for hours in the queue at the border).
 * A failed load is silent and counts as 0 spaces (SPEC section 8), which closes the signup.
 * When the page's first view already read the count, that answer is the first one (no second request).
 */
export function useOnlineAvailability(refreshMs: number = AVAILABILITY_REFRESH_MS): OpenSlots {
  const [fromFirstView] = useState(firstViewOpenSlots);
  const [openSlots, setOpenSlots] = useState<OpenSlots>(fromFirstView);

  useEffect(() => {
    let controller: AbortController | null = null;

    const load = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      fetchOpenSlots(current.signal).then(
        (slots) => {
          if (!current.signal.aborted) setOpenSlots(slots);
        },
        (error: unknown) => {
          if (!current.signal.aborted && !isAbortError(error)) setOpenSlots(0);
        },
      );
    };

    const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
    const onTick = () => {
      if (!isHidden()) load();
    };
    const onVisible = () => {
      if (!isHidden()) load();
    };

    if (fromFirstView === null) load();
    const timer = setInterval(onTick, refreshMs);
    window.addEventListener('focus', load);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', load);
      document.removeEventListener('visibilitychange', onVisible);
      controller?.abort();
    };
  }, [refreshMs, fromFirstView]);

  return openSlots;
}
