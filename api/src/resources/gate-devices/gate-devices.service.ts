import { desc, eq } from 'drizzle-orm';
import {
  DEVICE_OFFLINE_AFTER_SECONDS,
  type GateDevice,
  type GateDeviceWithSecrets,
  type GateWebhookDelivery,
} from '../../contract/gate-access';
import type { Database } from '../../db/open-database';
import { firstRow, returnedRow } from '../../db/rows';
import { gateDevices, gateWebhookDeliveries, locations } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { issueDeviceKey, webhookSecretFor } from '../../domain/gate/device-keys';
import { latestCursor } from '../../domain/gate/feed-cursor';
import { HttpError } from '../../lib/http-error';

// Staff's gate devices (docs/decisions/gate-access-feed.md): each registration and rotation hands out
// a key and a webhook secret once; only the key's hash is kept, so a lost key is rotated, never shown.
// Who did it goes on the staff record with issue 33's audit trail, which names these actions.

type Deps = { db: Database; config: { jwtSecret: string }; now: () => Date };
type DeviceRow = typeof gateDevices.$inferSelect;

function deliveryOut(row: typeof gateWebhookDeliveries.$inferSelect): GateWebhookDelivery {
  return {
    id: row.id,
    device_id: row.deviceId,
    attempted_at: row.attemptedAt,
    from_cursor: row.fromCursor,
    to_cursor: row.toCursor,
    attempt: row.attempt,
    status_code: row.statusCode,
    ok: row.ok,
    error: row.error,
    next_attempt_at: row.nextAttemptAt,
  };
}

async function deviceOut(deps: Deps, row: DeviceRow): Promise<GateDevice> {
  const last = await firstRow(
    deps.db
      .select()
      .from(gateWebhookDeliveries)
      .where(eq(gateWebhookDeliveries.deviceId, row.id))
      .orderBy(desc(gateWebhookDeliveries.id))
      .limit(1),
  );
  const seen = row.lastSeenAt ? Date.parse(row.lastSeenAt) : null;
  return {
    id: row.id,
    name: row.name,
    location_id: row.locationId,
    kind: row.kind,
    webhook_url: row.webhookUrl,
    key_prefix: row.keyPrefix,
    created_at: row.createdAt,
    revoked_at: row.revokedAt,
    last_seen_at: row.lastSeenAt,
    online:
      row.revokedAt === null &&
      seen !== null &&
      deps.now().getTime() - seen < DEVICE_OFFLINE_AFTER_SECONDS * 1000,
    last_delivery: last ? deliveryOut(last) : null,
  };
}

export async function listDevices(deps: Deps): Promise<GateDevice[]> {
  const rows = await deps.db
    .select()
    .from(gateDevices)
    .orderBy(gateDevices.locationId, gateDevices.name, gateDevices.id);
  return Promise.all(rows.map(async (row) => deviceOut(deps, row)));
}

async function deviceRow(deps: Deps, id: number): Promise<DeviceRow> {
  const row = await firstRow(deps.db.select().from(gateDevices).where(eq(gateDevices.id, id)).limit(1));
  if (!row) throw new HttpError(404, 'gate_device_not_found');
  return row;
}

async function withSecrets(deps: Deps, row: DeviceRow, apiKey: string): Promise<GateDeviceWithSecrets> {
  return {
    device: await deviceOut(deps, row),
    api_key: apiKey,
    webhook_secret: webhookSecretFor(deps.config.jwtSecret, row.id, row.keyVersion),
  };
}

export async function registerDevice(
  deps: Deps,
  input: { name: string; location_id: number; kind: DeviceRow['kind']; webhook_url?: string | undefined },
): Promise<GateDeviceWithSecrets> {
  const nowIso = deps.now().toISOString();
  return inTransaction(
    deps.db,
    async (tx) => {
      const location = await firstRow(
        tx.select({ id: locations.id }).from(locations).where(eq(locations.id, input.location_id)).limit(1),
      );
      if (!location) throw new HttpError(404, 'location_not_found');
      // The id goes into the key, so the row exists first with a hash nobody can match.
      const unkeyed = await returnedRow(
        tx
          .insert(gateDevices)
          .values({
            name: input.name,
            locationId: input.location_id,
            kind: input.kind,
            keyHash: '',
            keyPrefix: '',
            webhookUrl: input.webhook_url || null,
            // A new device's webhooks start from now: it loads the full list first.
            webhookCursor: await latestCursor(tx, input.location_id),
            createdAt: nowIso,
            updatedAt: nowIso,
          })
          .returning(),
      );
      const key = issueDeviceKey(unkeyed.id);
      const row = await returnedRow(
        tx
          .update(gateDevices)
          .set({ keyHash: key.keyHash, keyPrefix: key.keyPrefix })
          .where(eq(gateDevices.id, unkeyed.id))
          .returning(),
      );
      if (!row) throw new HttpError(404, 'gate_device_not_found');
      return withSecrets(deps, row, key.apiKey);
    },
    { behavior: 'immediate' },
  );
}

export async function editDevice(
  deps: Deps,
  id: number,
  input: {
    name?: string | undefined;
    kind?: DeviceRow['kind'] | undefined;
    webhook_url?: string | undefined;
  },
): Promise<GateDevice> {
  const row = await deviceRow(deps, id);
  if (row.revokedAt) throw new HttpError(409, 'gate_device_revoked');
  const urlChanged = input.webhook_url !== undefined && (input.webhook_url || null) !== row.webhookUrl;
  const updated = await returnedRow(
    deps.db
      .update(gateDevices)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.kind !== undefined ? { kind: input.kind } : {}),
        ...(input.webhook_url !== undefined ? { webhookUrl: input.webhook_url || null } : {}),
        // A new address gets a fresh start rather than the old one's backoff.
        ...(urlChanged ? { webhookFailures: 0, nextDeliveryAt: null } : {}),
        updatedAt: deps.now().toISOString(),
      })
      .where(eq(gateDevices.id, id))
      .returning(),
  );
  return deviceOut(deps, updated ?? row);
}

export async function rotateDeviceKey(deps: Deps, id: number): Promise<GateDeviceWithSecrets> {
  const row = await deviceRow(deps, id);
  if (row.revokedAt) throw new HttpError(409, 'gate_device_revoked');
  const key = issueDeviceKey(id);
  return inTransaction(
    deps.db,
    async (tx) => {
      const updated = await returnedRow(
        tx
          .update(gateDevices)
          .set({
            keyHash: key.keyHash,
            keyPrefix: key.keyPrefix,
            keyVersion: row.keyVersion + 1,
            updatedAt: deps.now().toISOString(),
          })
          .where(eq(gateDevices.id, id))
          .returning(),
      );
      if (!updated) throw new HttpError(404, 'gate_device_not_found');
      return withSecrets(deps, updated, key.apiKey);
    },
    { behavior: 'immediate' },
  );
}

export async function revokeDevice(deps: Deps, id: number): Promise<GateDevice> {
  const row = await deviceRow(deps, id);
  if (row.revokedAt) return deviceOut(deps, row);
  const nowIso = deps.now().toISOString();
  return inTransaction(
    deps.db,
    async (tx) => {
      const updated = await returnedRow(
        tx
          .update(gateDevices)
          .set({ revokedAt: nowIso, updatedAt: nowIso })
          .where(eq(gateDevices.id, id))
          .returning(),
      );
      return deviceOut(deps, updated ?? row);
    },
    { behavior: 'immediate' },
  );
}

export async function listDeliveries(deps: Deps, id: number): Promise<GateWebhookDelivery[]> {
  await deviceRow(deps, id);
  return (
    await deps.db
      .select()
      .from(gateWebhookDeliveries)
      .where(eq(gateWebhookDeliveries.deviceId, id))
      .orderBy(desc(gateWebhookDeliveries.id))
      .limit(50)
  ).map(deliveryOut);
}
