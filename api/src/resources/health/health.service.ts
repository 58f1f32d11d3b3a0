import type { HealthCheck, HealthNote, HealthResponse, ServiceState } from '../../contract/health-response';
import type { Database } from '../../db/open-database';
import { queryRow } from '../../db/raw-sql';

export const DB_CHECK_NAME = 'db';
const CHECK_TIMEOUT_MS = 3_000;

export function createDbHealthCheck(db: Database): HealthCheck {
  return {
    name: DB_CHECK_NAME,
    check: async () => (await queryRow(db, 'select 1 as ok')) !== undefined,
  };
}

export async function runHealthChecks(
  checks: readonly HealthCheck[],
  startedAt: number,
): Promise<HealthResponse> {
  const results = await Promise.all(checks.map(runOne));
  const services: Record<string, ServiceState> = {};
  for (const result of results) services[result.name] = result.up ? 'up' : 'down';
  const notes: Record<string, HealthNote> = {};
  for (const { name, note } of checks) if (note) notes[name] = note;
  const ok = results.every((result) => result.up);
  const latency = results.find((result) => result.name === DB_CHECK_NAME)?.ms ?? 0;
  return {
    ok,
    uptime: Math.max(0, Math.floor((Date.now() - startedAt) / 1000)),
    latency,
    services,
    ...(Object.keys(notes).length > 0 ? { notes } : {}),
    ...(ok ? {} : { error: 'One or more services are down', code: 'service_unavailable' as const }),
  };
}

async function runOne({ name, check }: HealthCheck): Promise<{ name: string; up: boolean; ms: number }> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // A hung dependency must show as down rather than hang the status page.
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    });
    const result = await Promise.race([Promise.resolve().then(check), timeout]);
    return { name, up: result !== false, ms: elapsed(started) };
  } catch {
    return { name, up: false, ms: elapsed(started) };
  } finally {
    clearTimeout(timer);
  }
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}
