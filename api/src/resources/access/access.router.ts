import { Hono } from 'hono';
import type { Config } from '../../config';
import { accessChangesQuerySchema, accessEventInputSchema } from '../../contract/gate-access';
import { accessResponseSchemas } from '../../contract/gate-access-schemas';
import { normalizePlate } from '../../contract/plate-format';
import type { Database } from '../../db/open-database';
import { decideAtGate } from '../../domain/gate/gate-decision';
import { HttpError } from '../../lib/http-error';
import { documents, failsWith, succeedsWith } from '../../lib/route-docs';
import { type DeviceEnv, requireDeviceKey } from '../../middleware/device-key';
import { validate } from '../../middleware/validate';
import { changesSince, credentialList, permitListCsv } from './access-feed.service';
import { prunedThrough } from './access-retention';

/** Mounted at `/access`: the gate devices' own calls, each for the device's location only. */
export function createAccessRouter(deps: { db: Database; config: Config; now: () => Date }) {
  const deviceKey = requireDeviceKey(deps);
  const clockOf = () => ({ now: deps.now().getTime(), timeZone: deps.config.garageTz });
  return new Hono<DeviceEnv>()
    .get(
      '/credentials',
      deviceKey,
      documents(
        { kind: 'success', status: 200, description: 'The full list.', schema: accessResponseSchemas.list },
        {
          kind: 'success',
          status: 304,
          description: 'Unchanged since the ETag sent in If-None-Match.',
          contentType: null,
        },
      ),
      async (c) => {
        const cached = await credentialList(deps.db, c.get('device').locationId, clockOf());
        if (c.req.header('if-none-match') === cached.etag) {
          return c.body(null, 304, { ...cached.notModifiedHeaders });
        }
        return c.body(cached.body, 200, { ...cached.headers });
      },
    )
    .get(
      '/credentials.csv',
      deviceKey,
      succeedsWith(200, 'The permit list in the Genetec AutoVu layout (semicolons, CRLF).', {
        contentType: 'text/csv',
      }),
      async (c) => {
        const csv = await permitListCsv(deps.db, c.get('device').locationId, clockOf());
        return c.body(csv, 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="permits.csv"',
        });
      },
    )
    .get(
      '/changes',
      deviceKey,
      failsWith({ 410: ['cursor_expired'] }),
      validate('query', accessChangesQuerySchema),
      succeedsWith(200, 'The next changes, oldest first.', { schema: accessResponseSchemas.changes }),
      async (c) => {
        const { since = 0, limit = 500 } = c.req.valid('query');
        // Changes after a dropped cursor are gone: following it would skip some (access-retention.ts).
        if (since < (await prunedThrough(deps.db))) throw new HttpError(410, 'cursor_expired');
        return c.json(await changesSince(deps.db, c.get('device').locationId, since, limit, clockOf()), 200);
      },
    )
    .post(
      '/events',
      deviceKey,
      validate('json', accessEventInputSchema),
      succeedsWith(201, 'The decision, recorded.', { schema: accessResponseSchemas.decision }),
      async (c) => {
        const input = c.req.valid('json');
        const device = c.get('device');
        const value =
          input.credential_type === 'licensePlate' ? normalizePlate(input.value) : input.value.trim();
        const decision = await decideAtGate(
          deps.db,
          device,
          {
            type: input.credential_type,
            value,
            plateState: input.plate_state ?? null,
            direction: input.direction,
            at: input.at ? Date.parse(input.at) : deps.now().getTime(),
          },
          clockOf(),
        );
        return c.json(decision, 201);
      },
    );
}
