import { Hono } from 'hono';
import type { Config } from '../../config';
import { auditCsvQuerySchema, auditQuerySchema } from '../../contract/audit';
import { todayInTimeZone } from '../../contract/calendar-date';
import type { Database } from '../../db/open-database';
import { succeedsWith } from '../../lib/route-docs';
import { auditedFor } from '../../middleware/audited';
import { type AuthEnv, requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import { auditExport, auditPage } from './audit.service';

/** Mounted at `/`: `/audit` (the record, paged) and `/audit.csv` (the same rows as a file, itself recorded). */
export function createAuditRouter(deps: { db: Database; config: Config; now: () => Date }) {
  const auth = requireAuth(deps);
  const audited = auditedFor(deps);
  const canView = requireCapability('audit_view');
  return new Hono<AuthEnv>()
    .get('/audit', auth, canView, validate('query', auditQuerySchema), async (c) =>
      c.json(await auditPage(deps, c.req.valid('query')), 200),
    )
    .get(
      '/audit.csv',
      auth,
      canView,
      validate('query', auditCsvQuerySchema),
      succeedsWith(200, 'The matching rows, newest first, as CSV (a download).', { contentType: 'text/csv' }),
      // Who took a copy of the record, and of which part, is itself on the record.
      audited('audit_exported', null, { details: (_answer, request) => request.query }),
      async (c) => {
        const today = todayInTimeZone(deps.config.garageTz, deps.now());
        const { csv, fileName } = await auditExport(deps, c.req.valid('query'), today);
        return c.body(csv, 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${fileName}"`,
          'cache-control': 'no-store',
        });
      },
    );
}
