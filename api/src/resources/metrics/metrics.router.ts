import { Hono } from 'hono';
import type { Config } from '../../config';
import type { Database } from '../../db/open-database';
import type { AppMetrics } from '../../lib/metrics';
import { failsWith, succeedsWith } from '../../lib/route-docs';
import { gateDevicesSeen } from './metrics.service';
import { assertMayScrape } from './metrics-access';

// An operator's endpoint, not staff's: a Prometheus server has no staff session or capability, so it
// is guarded by METRICS_TOKEN or by being on this machine (metrics-access.ts) instead.

export function createMetricsRouter(deps: {
  db: Database;
  config: Config;
  now: () => Date;
  metrics: AppMetrics;
}) {
  deps.metrics.readGateDevicesFrom(async () => gateDevicesSeen(deps.db, deps.now()));
  const scraped = succeedsWith(200, 'The metrics, in the Prometheus text exposition format (0.0.4)', {
    contentType: 'text/plain',
    schema: { type: 'string' },
  });
  const refused = failsWith({ 401: ['metrics_token_invalid'], 403: ['metrics_local_only'] });
  return new Hono().get('/', scraped, refused, async (c) => {
    assertMayScrape(c, deps.config.metricsToken);
    const { registry } = deps.metrics;
    const text = await registry.metrics();
    return c.body(text, 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  });
}
