import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertCard, insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type {
  AccessWebhookBody,
  GateDeviceWithSecrets,
  GateWebhookDelivery,
} from '../../contract/gate-access';
import { subscriptions } from '../../db/schema';
import { verifyWebhookSignature } from '../../domain/gate/webhook-signature';
import { createWebhookPusher } from './access-webhooks';

// Webhooks as a device receives them: signed, in order, retried with backoff, logged for staff.

type Received = { body: string; signature: string | undefined };

let t: TestApp;
let server: Server;
let received: Received[];
let answerWith: number;
let realNow: number;
const logs: string[] = [];

beforeEach(async () => {
  t = await createTestApp();
  received = [];
  answerWith = 200;
  realNow = Date.parse('2026-03-10T19:00:00Z');
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ body, signature: req.headers['garage-signature'] as string | undefined });
      res.statusCode = answerWith;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.cleanup();
});

const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

async function register(webhookUrl: string): Promise<GateDeviceWithSecrets> {
  const res = await t.call('POST', '/api/gate-devices', {
    token: t.tokens.admin,
    body: { name: 'Entry camera', location_id: 1, kind: 'entry', webhook_url: webhookUrl },
  });
  return (await res.json()) as GateDeviceWithSecrets;
}

function pusher(fetchImpl?: typeof fetch) {
  return createWebhookPusher({
    db: t.db,
    config: t.config,
    now: () => new Date(realNow),
    clock: () => realNow,
    log: (message) => logs.push(message),
    timeoutMs: 200,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

async function deliveries(deviceId: number): Promise<GateWebhookDelivery[]> {
  const res = await t.call('GET', `/api/gate-devices/${deviceId}/deliveries`, { token: t.tokens.admin });
  return (await res.json()) as GateWebhookDelivery[];
}

describe('gate webhooks', () => {
  it('pushes a change signed with the secret shown at registration, once', async () => {
    const device = await register(url());
    const pass = await insertPass(t.db, { nextRenewalDate: '2026-04-09', plate: 'HOOK1' });
    await insertCard(t.db, '7001', { pass });
    const push = pusher();
    await push.tick();
    await push.drain();
    expect(received).toHaveLength(1);
    const [first] = received;
    expect(
      verifyWebhookSignature({
        secret: device.webhook_secret,
        header: first?.signature,
        body: first?.body ?? '',
        nowSeconds: Math.floor(realNow / 1000),
      }),
    ).toBe(true);
    const body = JSON.parse(first?.body ?? '{}') as AccessWebhookBody;
    expect(body.changes.map((change) => change.credential.value)).toEqual(
      expect.arrayContaining(['HOOK1', '7001']),
    );
    // Acknowledged: nothing more to send until the next change.
    await push.tick();
    await push.drain();
    expect(received).toHaveLength(1);
    await t.db.update(subscriptions).set({ statusKey: 'banned' }).where(eq(subscriptions.id, pass.id));
    await push.tick();
    await push.drain();
    const second = JSON.parse(received[1]?.body ?? '{}') as AccessWebhookBody;
    expect(second.changes.every((change) => change.credential.status === 'banned')).toBe(true);
    expect(second.changes[0]?.cursor).toBeGreaterThan(body.cursor);
  });

  it('retries a refused delivery with growing pauses, logs each try, and resumes where it stopped', async () => {
    const device = await register(url());
    await insertPass(t.db, { nextRenewalDate: '2026-04-09', plate: 'HOOK2' });
    answerWith = 500;
    const push = pusher();
    await push.tick();
    await push.drain();
    // Not due yet: the pause after the first failure is a second.
    await push.tick();
    await push.drain();
    expect(received).toHaveLength(1);
    realNow += 1_000;
    await push.tick();
    await push.drain();
    expect(received).toHaveLength(2);
    const log = await deliveries(device.device.id);
    expect(log.map((row) => [row.attempt, row.ok, row.status_code])).toEqual([
      [2, false, 500],
      [1, false, 500],
    ]);
    expect(Date.parse(log[0]?.next_attempt_at ?? '')).toBe(realNow + 2_000);
    answerWith = 204;
    realNow += 2_000;
    await push.tick();
    await push.drain();
    // The same changes again, under the same id: a receiver that did apply them drops the repeat.
    const idOf = (at: number) => (JSON.parse(received[at]?.body ?? '{}') as AccessWebhookBody).id;
    expect(idOf(2)).toBe(idOf(0));
    expect((await deliveries(device.device.id))[0]).toMatchObject({ ok: true, attempt: 3 });
  });

  it('a device that never answers delays no other device', async () => {
    const slow = await register('http://slow.invalid/hook');
    const fast = await register(url());
    await insertPass(t.db, { nextRenewalDate: '2026-04-09', plate: 'HOOK3' });
    const hanging: typeof fetch = (input, init) =>
      String(input).includes('slow.invalid')
        ? new Promise((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          )
        : fetch(input, init);
    const push = pusher(hanging);
    await push.tick();
    // The fast device got its changes while the slow one still hangs.
    await expect.poll(() => received.length, { timeout: 2_000 }).toBe(1);
    await push.drain();
    expect((await deliveries(slow.device.id))[0]).toMatchObject({ ok: false, status_code: null });
    expect((await deliveries(fast.device.id))[0]).toMatchObject({ ok: true });
  });
});
