import { useCallback, useState } from 'react';

/** The content width of the element the returned ref is attached to, kept current as it resizes. */
export function useElementWidth(): [(element: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    // React 19 runs a ref callback's returned cleanup when the element goes away.
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
