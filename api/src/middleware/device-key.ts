import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/open-database';
import { firstRow } from '../db/rows';
import { gateDevices } from '../db/schema';
import { type GateDeviceSession, keyHashMatches, parseDeviceKey } from '../domain/gate/device-keys';
import { HttpError } from '../lib/http-error';
import { withRouteDoc } from '../lib/route-docs';
import { clientKey } from './throttle';
import { memoryThrottleStore, sharedThrottleStore, type ThrottleStore } from './throttle-store';

// The gate devices' door (docs/decisions/gate-access-feed.md): a key names its device, and the device
// its one location; every access route reads only that location. A wrong, rotated or revoked key gets
// the same 401. Wrong keys are counted per client (an IPv6 /64 is one): past the limit every call from
// that client waits, so nobody can try keys at speed, while a device with its right key is never
// counted.

export type DeviceEnv = { Variables: { device: GateDeviceSession } };

export const WRONG_KEYS_ALLOWED = 10;
export const WRONG_KEY_WINDOW_MS = 15 * 60_000;
/** `last_seen_at` is written at most this often per device: decisions stay one write each. */
const SEEN_EVERY_MS = 10_000;

const CHALLENGE = { 'WWW-Authenticate': 'Bearer' };

export function requireDeviceKey(deps: {
  db: Database;
  now: () => Date;
  store?: ThrottleStore;
  clock?: () => number;
}) {
  const own = deps.store ?? memoryThrottleStore();
  const clock = deps.clock ?? Date.now;
  // Clients over the limit, until their window ends: checked before any key is looked at.
  const blocked = new Map<string, number>();
  const middleware = createMiddleware<DeviceEnv>(async (c, next) => {
    const client = clientKey(c);
    const at = clock();
    const until = blocked.get(client);
    if (until !== undefined && until > at) throw tooMany(until - at);
    if (until !== undefined) blocked.delete(client);

    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
    const parsed = match?.[1] ? parseDeviceKey(match[1]) : null;
    const device = parsed
      ? await firstRow(deps.db.select().from(gateDevices).where(eq(gateDevices.id, parsed.deviceId)).limit(1))
      : undefined;
    if (
      !parsed ||
      !device ||
      device.revokedAt !== null ||
      !keyHashMatches(device.keyHash, parsed.secretHash)
    ) {
      const store = deps.store ?? sharedThrottleStore(c) ?? own;
      const window = await store.hit(`gate-wrong-keys\u0000${client}`, WRONG_KEY_WINDOW_MS, at);
      if (window.count > WRONG_KEYS_ALLOWED) {
        blocked.set(client, window.endsAt);
        throw tooMany(window.endsAt - at);
      }
      throw new HttpError(401, 'device_key_invalid', undefined, { headers: CHALLENGE });
    }
    const nowMs = deps.now().getTime();
    if (!device.lastSeenAt || nowMs - Date.parse(device.lastSeenAt) >= SEEN_EVERY_MS) {
      await deps.db
        .update(gateDevices)
        .set({ lastSeenAt: new Date(nowMs).toISOString() })
        .where(eq(gateDevices.id, device.id));
    }
    c.set('device', { id: device.id, locationId: device.locationId, kind: device.kind });
    await next();
  });
  return withRouteDoc(middleware, { kind: 'deviceKey' });
}

function tooMany(waitMs: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(
    429,
    'too_many_requests',
    `Too many wrong device keys from this address. Please wait ${retryAfter} seconds and try again.`,
    { headers: { 'Retry-After': String(retryAfter) }, details: { retry_after: String(retryAfter) } },
  );
}
