import { Hono } from 'hono';
import type { HealthCheck } from '../../contract/health-response';
import { runHealthChecks } from './health.service';

export function createHealthRouter(deps: { checks: readonly HealthCheck[]; startedAt: number }) {
  return new Hono().get('/', async (c) => {
    const health = await runHealthChecks(deps.checks, deps.startedAt);
    c.header('Cache-Control', 'no-store');
    return c.json(health, health.ok ? 200 : 503);
  });
}
