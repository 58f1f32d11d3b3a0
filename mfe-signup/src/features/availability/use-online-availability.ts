import { useQuery } from '@tanstack/react-query';
import type { CalendarDate } from 'api/contract/calendar-date';
import { useEffect, useState } from 'react';
import { onlineAvailabilityQuery } from './api/get-online-availability';
import { firstViewAvailability } from './first-view-count';

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
  return useOnlineAvailabilityAnswer(refreshMs).openSlots;
}

/**
 * The live count above with the garage's today from the same answer (null until it arrives or when the
 * read failed): the server's calendar, which dates a pass bought now, whatever the phone's clock says.
 */
export function useOnlineAvailabilityAnswer(refreshMs: number = AVAILABILITY_REFRESH_MS): {
  openSlots: OpenSlots;
  today: CalendarDate | null;
} {
  const [fromFirstView] = useState(firstViewAvailability);
  const availability = useQuery({
    ...onlineAvailabilityQuery(),
    ...(fromFirstView === null ? {} : { initialData: fromFirstView, initialDataUpdatedAt: Date.now() }),
    // Fresh until the next minute's refresh: mounting again or the first view's answer asks nothing.
    staleTime: refreshMs,
    refetchInterval: refreshMs,
    refetchIntervalInBackground: false,
  });
  const { refetch } = availability;

  // Coming back to the tab, or the window getting focus, asks at once.
  useEffect(() => {
    const onFocus = () => void refetch();
    const onVisible = () => {
      if (document.visibilityState !== 'hidden') void refetch();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refetch]);

  if (availability.isError) return { openSlots: 0, today: null };
  return { openSlots: availability.data?.openSlots ?? null, today: availability.data?.today ?? null };
}
