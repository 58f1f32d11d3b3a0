import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccessCredential, AccessWebhookBody } from '../../api/src/contract/gate-access';
import { signWebhook } from '../../api/src/domain/gate/webhook-signature';
import { GateController } from './gate-controller';
import { webhookReceiver } from './gate-servers';

// The simulated controller against a small fake API: it keeps its copy current, decides from it while
// the API is down, catches up and sends what it decided alone once the API is back, and applies only
// signed, fresh, first-time webhooks.

const NOW = Date.parse('2026-03-10T19:00:00Z');
const credential = (value: string, status: AccessCredential['status'], passId = 1): AccessCredential => ({
  type: 'rfid',
  value,
  plate_state: null,
  card_code: value,
  facility_code: null,
  valid_from: '2026-03-01T08:00:00.000Z',
  valid_until: '2026-04-01T06:45:00.000Z',
  status,
  pass_id: passId,
});

let api: Server;
let up: boolean;
let changes: { cursor: number; changed_at: string; credential: AccessCredential }[];
let events: { value: string; at: string }[];
let prunedThrough: number;
let listCursor: number;

beforeEach(async () => {
  up = true;
  changes = [];
  events = [];
  prunedThrough = 0;
  listCursor = 10;
  api = createServer((req, res) => {
    if (!up) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (value: unknown, status = 200) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (req.headers.authorization !== 'Bearer gd_1_good') return json({ code: 'device_key_invalid' }, 401);
    if (url.pathname === '/api/access/credentials')
      return json({ location_id: 1, cursor: listCursor, credentials: [credential('1001', 'active')] });
    if (url.pathname === '/api/access/changes') {
      const since = Number(url.searchParams.get('since'));
      if (since < prunedThrough) return json({ code: 'cursor_expired' }, 410);
      const page = changes.filter((change) => change.cursor > since);
      return json({ location_id: 1, cursor: page.at(-1)?.cursor ?? since, has_more: false, changes: page });
    }
    if (url.pathname === '/api/access/events') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        events.push(JSON.parse(body));
        json({ decision: 'allow', reason: 'active', pass_id: 1, event_id: events.length }, 201);
      });
      return;
    }
    json({}, 404);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
});
afterEach(async () => {
  await new Promise((resolve) => api.close(resolve));
});

const base = () => `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`;
const controller = (key = 'gd_1_good') =>
  new GateController({ api: base(), key, now: () => NOW, timeoutMs: 500 });
const card = (value: string) => ({ credential_type: 'rfid' as const, value, direction: 'in' as const });

describe('the simulated gate controller', () => {
  it('asks the API while it answers, and decides from its copy while it does not', async () => {
    const gate = controller();
    await gate.sync();
    expect(await gate.decide(card('1001'))).toMatchObject({ decision: 'allow', source: 'api' });
    up = false;
    expect(await gate.decide(card('1001'))).toMatchObject({ decision: 'allow', source: 'offline' });
    expect(await gate.decide(card('2002'))).toMatchObject({
      decision: 'deny',
      reason: 'unknown_credential',
      source: 'offline',
    });
    expect(gate.state()).toMatchObject({ api_reachable: false, queued_events: 2 });
  });

  it('catches up from its cursor and sends the events it decided alone, with their own times', async () => {
    const gate = controller();
    await gate.sync();
    up = false;
    await gate.decide(card('1001'));
    changes.push({ cursor: 11, changed_at: '', credential: credential('1001', 'banned') });
    up = true;
    await gate.sync();
    expect(gate.state()).toMatchObject({ cursor: 11, api_reachable: true, queued_events: 0 });
    expect(events.map((event) => [event.value, event.at])).toEqual([['1001', new Date(NOW).toISOString()]]);
    up = false;
    expect(await gate.decide(card('1001'))).toMatchObject({ decision: 'deny', reason: 'pass_banned' });
  });

  it('loads the full list again when the feed no longer holds its cursor', async () => {
    const gate = controller();
    await gate.sync();
    prunedThrough = 50;
    listCursor = 60;
    await gate.sync();
    expect(gate.state()).toMatchObject({ cursor: 60, api_reachable: true });
  });

  it('denies everyone, and says why, once its key is refused', async () => {
    const gate = controller('gd_1_revoked');
    await gate.sync();
    expect(await gate.decide(card('1001'))).toMatchObject({ decision: 'deny', source: 'refused' });
  });

  it('applies a signed webhook once, and refuses a forged or stale one', async () => {
    const gate = controller();
    await gate.sync();
    const receiver = webhookReceiver(
      gate,
      'whsec_right',
      () => {},
      () => NOW,
    );
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
    const body = JSON.stringify({
      id: 'whd_1_10_12',
      type: 'access.changes',
      created_at: '',
      location_id: 1,
      cursor: 12,
      changes: [{ cursor: 12, changed_at: '', credential: credential('1001', 'suspended') }],
    } satisfies AccessWebhookBody);
    const post = (signature: string) =>
      fetch(url, { method: 'POST', headers: { 'Garage-Signature': signature }, body }).then(
        (res) => res.status,
      );
    const seconds = Math.floor(NOW / 1000);
    expect(await post(signWebhook('whsec_guess', body, seconds))).toBe(400);
    expect(await post(signWebhook('whsec_right', body, seconds - 301))).toBe(400);
    expect(gate.held('rfid', '1001')?.status).toBe('active');
    expect(await post(signWebhook('whsec_right', body, seconds))).toBe(204);
    expect(gate.held('rfid', '1001')?.status).toBe('suspended');
    expect(gate.state().cursor).toBe(12);
    // The same delivery replayed (even freshly signed) changes nothing more.
    expect(await post(signWebhook('whsec_right', body, seconds))).toBe(204);
    await new Promise((resolve) => receiver.close(resolve));
  });
});
