import { Hono } from 'hono';
import type { HealthCheck } from '../../contract/health-response';
import { documents, succeedsWith } from '../../lib/route-docs';
import { runHealthChecks } from './health.service';

const healthSchema = {
  type: 'object',
  required: ['ok', 'uptime', 'latency', 'services'],
  properties: {
    ok: { type: 'boolean' },
    uptime: { type: 'number', description: 'Seconds since the API process started.' },
    latency: { type: 'number', description: 'Milliseconds of a real database round trip.' },
    services: { type: 'object', additionalProperties: { enum: ['up', 'down'] } },
    notes: { type: 'object', additionalProperties: { enum: ['offline_outbox'] } },
  },
};

export function createHealthRouter(deps: { checks: readonly HealthCheck[]; startedAt: number }) {
  const checked = succeedsWith(200, 'Every check passed: the health report', { schema: healthSchema });
  // A failed check answers the same report with `ok: false`, `error` and `code: service_unavailable`.
  const failed = documents({
    kind: 'responses',
    responses: { 503: 'A check failed: the health report, with `ok: false`, `error` and `code`.' },
  });
  return new Hono().get('/', checked, failed, async (c) => {
    const health = await runHealthChecks(deps.checks, deps.startedAt);
    c.header('Cache-Control', 'no-store');
    return c.json(health, health.ok ? 200 : 503);
  });
}
