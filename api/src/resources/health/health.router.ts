import { Hono } from 'hono';
import type { HealthCheck } from '../../contract/health-response';
import { HttpError } from '../../lib/http-error';
import type { Readiness } from '../../lib/readiness';
import { documents, failsWith, succeedsWith } from '../../lib/route-docs';
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

const answeringSchema = {
  type: 'object',
  required: ['ok'],
  properties: { ok: { const: true } },
};

export function createHealthRouter(deps: {
  checks: readonly HealthCheck[];
  startedAt: number;
  /** The database round trip readiness needs (the providers are not: a mail outage must not drain traffic). */
  dbCheck: HealthCheck;
  readiness: Readiness;
}) {
  const checked = succeedsWith(200, 'Every check passed: the health report', { schema: healthSchema });
  // A failed check answers the same report with `ok: false`, `error` and `code: service_unavailable`.
  const failed = documents({
    kind: 'responses',
    responses: { 503: 'A check failed: the health report, with `ok: false`, `error` and `code`.' },
  });
  const live = succeedsWith(200, 'The process answers (no dependency is checked)', {
    schema: answeringSchema,
  });
  const ready = succeedsWith(200, 'Ready for traffic: not shutting down, and the database answered', {
    schema: answeringSchema,
  });
  return (
    new Hono()
      .get('/', checked, failed, async (c) => {
        const health = await runHealthChecks(deps.checks, deps.startedAt);
        c.header('Cache-Control', 'no-store');
        return c.json(health, health.ok ? 200 : 503);
      })
      // Liveness: a restart is the cure only for a process that no longer answers, so nothing it
      // depends on (the database, a provider) may fail this one.
      .get('/live', live, (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ ok: true as const }, 200);
      })
      // Readiness: whether a load balancer should send this process requests.
      .get('/ready', ready, failsWith({ 503: ['service_unavailable'] }), async (c) => {
        c.header('Cache-Control', 'no-store');
        if (!deps.readiness.accepting) {
          throw new HttpError(503, 'service_unavailable', 'This API process is shutting down.');
        }
        const { ok } = await runHealthChecks([deps.dbCheck], deps.startedAt);
        if (!ok) throw new HttpError(503, 'service_unavailable', 'The database did not answer.');
        return c.json({ ok: true as const }, 200);
      })
  );
}
