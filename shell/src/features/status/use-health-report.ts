import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchHealthReport, type HealthReport } from './health-report';

export const HEALTH_POLL_MS = 30_000;

/** The latest health report, refreshed every 30 s (SPEC.md section 9) and on demand. */
export function useHealthReport() {
  const [report, setReport] = useState<HealthReport | null>(null);
  const [checking, setChecking] = useState(false);
  const mounted = useRef(true);

  const check = useCallback(async () => {
    setChecking(true);
    const next = await fetchHealthReport();
    if (!mounted.current) return;
    setReport(next);
    setChecking(false);
  }, []);

  useEffect(() => {
    mounted.current = true;
    void check();
    const timer = setInterval(() => void check(), HEALTH_POLL_MS);
    return () => {
      mounted.current = false;
      clearInterval(timer);
    };
  }, [check]);

  return { report, checking, check };
}
