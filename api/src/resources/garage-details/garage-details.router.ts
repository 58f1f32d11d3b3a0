import { Hono } from 'hono';
import type { Config } from '../../config';
import { garageDetailsSchema, type PublicGarageDetails } from '../../contract/garage-details';
import type { Database } from '../../db/open-database';
import {
  GARAGE_DETAILS_ROW_ID,
  readGarageDetails,
  saveGarageDetails,
} from '../../domain/garage/garage-details';
import { answerCachedJson, type CachedJson, cachedJson } from '../../lib/cached-json';
import { createReadCache } from '../../lib/read-cache';
import { documents } from '../../lib/route-docs';
import { auditedFor } from '../../middleware/audited';
import { type AuthEnv, requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { throttle } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';

// Every landing visit asks once (after its first paint); the limit only stops a flood from one client.
const PUBLIC_READS_PER_CLIENT = 240;
const PUBLIC_READ_WINDOW_MS = 60_000;

/** Mounted at `/garage-details`: staff read and edit the garage's details; visitors read the public part. */
export function createGarageDetailsRouter(deps: { db: Database; config: Config; now: () => Date }) {
  const auth = requireAuth(deps);
  const audited = auditedFor(deps);
  // Dropped on any write to the database, so a staff edit shows on the next landing visit.
  const cache = createReadCache<number, CachedJson<PublicGarageDetails>>(deps.db);
  const publicDetails = () =>
    cache.read(GARAGE_DETAILS_ROW_ID, async () => {
      const { legal_name, address, phone, email, hours } = await readGarageDetails(deps.db);
      return { value: cachedJson<PublicGarageDetails>({ legal_name, address, phone, email, hours }) };
    });

  return new Hono<AuthEnv>()
    .get(
      '/public',
      throttle({
        bucket: 'garage-details-public',
        limit: PUBLIC_READS_PER_CLIENT,
        windowMs: PUBLIC_READ_WINDOW_MS,
      }),
      documents(
        { kind: 'success', status: 200, description: 'What visitors may see (with an ETag, `no-cache`)' },
        {
          kind: 'success',
          status: 304,
          description: 'Not modified: If-None-Match holds the current details',
          contentType: null,
        },
      ),
      async (c) => answerCachedJson(c, await publicDetails()),
    )
    .get('/', auth, requireCapability('garage_details'), async (c) =>
      c.json(await readGarageDetails(deps.db), 200),
    )
    .put(
      '/',
      auth,
      requireCapability('garage_details'),
      validate('json', garageDetailsSchema),
      audited('garage_details_changed', 'garage_details', {
        target: { from: 'fixed', id: GARAGE_DETAILS_ROW_ID },
      }),
      async (c) => {
        await saveGarageDetails(deps.db, c.req.valid('json'), deps.now().toISOString());
        return c.json(await readGarageDetails(deps.db), 200);
      },
    );
}
