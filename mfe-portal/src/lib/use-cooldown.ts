import { useCallback, useEffect, useState } from 'react';

/**
 * A resend cooldown that survives a reload: the moment it ends is kept in local storage under `key`,
 * and the seconds left tick down once a second.
 */
export function useCooldown(key: string): { secondsLeft: number; start: (seconds: number) => void } {
  const read = useCallback(() => {
    const until = Number(localStorage.getItem(key) ?? 0);
    return Math.max(0, Math.ceil((until - Date.now()) / 1000));
  }, [key]);
  const [secondsLeft, setSecondsLeft] = useState(read);

  useEffect(() => {
    setSecondsLeft(read());
    const timer = setInterval(() => setSecondsLeft(read()), 1000);
    return () => clearInterval(timer);
  }, [read]);

  const start = useCallback(
    (seconds: number) => {
      localStorage.setItem(key, String(Date.now() + seconds * 1000));
      setSecondsLeft(seconds);
    },
    [key],
  );
  return { secondsLeft, start };
}
