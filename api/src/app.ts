import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from './config';
import type { Database } from './db/open-database';
import { HttpError } from './lib/http-error';
import { handleError, handleNotFound } from './middleware/error-handler';
import { createAuthRouter } from './resources/auth/auth.router';
import { createHealthRouter } from './resources/health/health.router';
import { createDbHealthCheck, type HealthCheck } from './resources/health/health.service';
import { createItemsRouter } from './resources/items/items.router';
import { createLeadsRouter } from './resources/leads/leads.router';
import { createLocationsRouter } from './resources/locations/locations.router';
import { createPlansRouter } from './resources/plans/plans.router';

export type AppDeps = {
  db: Database;
  config: Config;
  /** Checks beyond the database one, which is always present (payments, mail, captcha, ...). */
  healthChecks?: readonly HealthCheck[];
  /** Injected so tests can move time (lockouts, expiring holds, renewal dates). */
  now?: () => Date;
};

const MAX_BODY_BYTES = 256 * 1024;

export function createApp({ db, config, healthChecks = [], now = () => new Date() }: AppDeps) {
  const deps = { db, config, now };
  const checks = [createDbHealthCheck(db), ...healthChecks];

  const app = new Hono()
    .basePath('/api')
    .use(
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: () => {
          throw new HttpError(413, 'Request body is too large');
        },
      }),
    )
    .route('/health', createHealthRouter({ checks, startedAt: Date.now() }))
    .route('/auth', createAuthRouter(deps))
    .route('/plans', createPlansRouter(deps))
    .route('/items', createItemsRouter(deps))
    .route('/locations', createLocationsRouter(deps))
    .route('/leads', createLeadsRouter(deps));

  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}

export type AppType = ReturnType<typeof createApp>;
