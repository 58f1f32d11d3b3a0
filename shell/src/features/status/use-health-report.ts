import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchHealthReport } from './health-report';

export const HEALTH_POLL_MS = 30_000;

/** `GET health` as a report (it never fails: an unreachable API is a report too). */
export const healthReportQuery = () =>
  queryOptions({ queryKey: ['shell', 'health'], queryFn: () => fetchHealthReport() });

/** The latest health report, refreshed every 30 s (SPEC.md section 9) and on demand. */
export function useHealthReport() {
  const health = useQuery({
    ...healthReportQuery(),
    refetchInterval: HEALTH_POLL_MS,
    refetchIntervalInBackground: true,
  });
  return { report: health.data ?? null, checking: health.isFetching, check: () => health.refetch() };
}
