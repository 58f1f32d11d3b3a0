import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AccessWebhookBody } from '../../contract/gate-access';
import { ACCESS_WEBHOOK_SIGNATURE_HEADER } from '../../contract/gate-access';
import type { Database } from '../../db/open-database';
import { runSql } from '../../db/raw-sql';
import { gateDevices, gateWebhookDeliveries } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { webhookSecretFor } from '../../domain/gate/device-keys';
import { latestCursor } from '../../domain/gate/feed-cursor';
import { signWebhook } from '../../domain/gate/webhook-signature';
import { changesSince } from './access-feed.service';

// Pushes each device its location's changes (docs/decisions/gate-access-feed.md), from the last
// position it acknowledged, signed with its secret. Run every second by the server, beside and never
// inside a customer's request: each device is delivered on its own, with a timeout, so a slow or dead
// one delays nobody else; a failure waits 1, 2, 4 ... up to 300 s before the next try, and every try
// is logged for staff.

const PAGE = 200;
const MAX_BACKOFF_MS = 300_000;
const KEEP_DELIVERIES = 100;

type Device = typeof gateDevices.$inferSelect;

export type WebhookPusher = {
  /** Starts a delivery for every device that is due and not already being delivered. */
  tick(): void;
  /** Waits for the deliveries under way (tests, shutdown). */
  drain(): Promise<void>;
};

export function createWebhookPusher(deps: {
  db: Database;
  config: { jwtSecret: string; garageTz: string };
  /** The app's clock: what the credentials' states are computed at. */
  now: () => Date;
  log: (message: string, error?: unknown) => void;
  /** Real time for backoff and timestamps (the app clock may be a sandbox's test clock). */
  clock?: () => number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): WebhookPusher {
  const clock = deps.clock ?? Date.now;
  const send = deps.fetch ?? fetch;
  const timeoutMs = deps.timeoutMs ?? 5_000;
  const inFlight = new Map<number, Promise<void>>();

  const due = async (): Promise<Device[]> => {
    const nowIso = new Date(clock()).toISOString();
    const devices = await deps.db
      .select()
      .from(gateDevices)
      .where(
        and(
          isNull(gateDevices.revokedAt),
          isNotNull(gateDevices.webhookUrl),
          sql`${gateDevices.webhookUrl} <> ''`,
          or(isNull(gateDevices.nextDeliveryAt), lte(gateDevices.nextDeliveryAt, nowIso)),
        ),
      );
    const behind: Device[] = [];
    for (const device of devices) {
      if ((await latestCursor(deps.db, device.locationId)) > device.webhookCursor) behind.push(device);
    }
    return behind;
  };

  async function deliver(device: Device): Promise<void> {
    const url = device.webhookUrl as string;
    const page = await changesSince(deps.db, device.locationId, device.webhookCursor, PAGE, {
      now: deps.now().getTime(),
      timeZone: deps.config.garageTz,
    });
    const attempt = device.webhookFailures + 1;
    const body: AccessWebhookBody = {
      // Same changes, same id: a receiver that applied it drops the repeat.
      id: `whd_${device.id}_${device.webhookCursor}_${page.cursor}`,
      type: 'access.changes',
      created_at: new Date(clock()).toISOString(),
      location_id: device.locationId,
      cursor: page.cursor,
      changes: page.changes,
    };
    const text = JSON.stringify(body);
    const secret = webhookSecretFor(deps.config.jwtSecret, device.id, device.keyVersion);
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await send(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'garage-gate-webhooks/1',
          [ACCESS_WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, text, Math.floor(clock() / 1000)),
        },
        body: text,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      statusCode = response.status;
      await response.body?.cancel();
      if (!response.ok) error = `HTTP ${response.status}`;
    } catch (caught) {
      error = caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught);
    }
    const ok = error === null;
    const at = clock();
    const nextAttemptAt = ok ? null : new Date(at + Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (attempt - 1)));
    await inTransaction(deps.db, async (tx) => {
      await tx.insert(gateWebhookDeliveries).values({
        deviceId: device.id,
        fromCursor: device.webhookCursor,
        toCursor: page.cursor,
        attempt,
        statusCode,
        ok,
        error,
        nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
        attemptedAt: new Date(at).toISOString(),
      });
      // Only if nobody rotated the key or moved the address meanwhile.
      await tx
        .update(gateDevices)
        .set(
          ok
            ? { webhookCursor: page.cursor, webhookFailures: 0, nextDeliveryAt: null }
            : { webhookFailures: attempt, nextDeliveryAt: nextAttemptAt?.toISOString() ?? null },
        )
        .where(
          and(
            eq(gateDevices.id, device.id),
            eq(gateDevices.webhookCursor, device.webhookCursor),
            eq(gateDevices.keyVersion, device.keyVersion),
          ),
        );
      await runSql(
        tx,
        sql`delete from ${gateWebhookDeliveries} where ${gateWebhookDeliveries.deviceId} = ${device.id}
        and ${gateWebhookDeliveries.id} <= (select id from ${gateWebhookDeliveries}
          where ${gateWebhookDeliveries.deviceId} = ${device.id} order by id desc limit 1 offset ${KEEP_DELIVERIES})`,
      );
    });
    if (!ok) deps.log(`gate webhook to device ${device.id} failed (attempt ${attempt}): ${error}`);
  }

  return {
    async tick() {
      for (const device of await due()) {
        if (inFlight.has(device.id)) continue;
        const run = deliver(device)
          .catch((error: unknown) => deps.log(`gate webhook to device ${device.id} failed`, error))
          .finally(() => inFlight.delete(device.id));
        inFlight.set(device.id, run);
      }
    },
    async drain() {
      while (inFlight.size > 0) await Promise.all(inFlight.values());
    },
  };
}
