import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccessWebhookBody } from '../../api/src/contract/gate-access';
import { signWebhook } from '../../api/src/domain/gate/webhook-signature';
import { FAKE_KEY, type FakeAccessApi, fakeCredential, startFakeAccessApi } from './fake-access-api';
import { GateController } from './gate-controller';
import { controlServer, webhookReceiver } from './gate-servers';

// The simulated controller against a small fake API: it keeps its copy current, decides from it while
// the API is down, catches up and sends what it decided alone once the API is back, and applies only
// signed, fresh, first-time webhooks.

const NOW = Date.parse('2026-03-10T19:00:00Z');

let api: FakeAccessApi;
beforeEach(async () => {
  api = await startFakeAccessApi();
});
afterEach(async () => {
  await api.close();
});

const controller = () => new GateController({ api: api.base, key: FAKE_KEY, now: () => NOW, timeoutMs: 500 });
const card = (value: string) => ({ credential_type: 'rfid' as const, value, direction: 'in' as const });

describe('the simulated gate controller', () => {
  it('asks the API while it answers, and decides from its copy while it does not', async () => {
    const gate = controller();
    await gate.sync();
    expect(await gate.decide(card('1001'))).toMatchObject({ decision: 'allow', source: 'api' });
    api.up = false;
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
    api.up = false;
    await gate.decide(card('1001'));
    api.changes.push({ cursor: 11, changed_at: '', credential: fakeCredential('1001', 'banned') });
    api.up = true;
    await gate.sync();
    expect(gate.state()).toMatchObject({ cursor: 11, api_reachable: true, queued_events: 0 });
    expect(api.events.map((event) => [event.value, event.at])).toEqual([
      ['1001', new Date(NOW).toISOString()],
    ]);
    api.up = false;
    expect(await gate.decide(card('1001'))).toMatchObject({ decision: 'deny', reason: 'pass_banned' });
  });

  it('reads the feed page after page until it has no more', async () => {
    const gate = controller();
    await gate.sync();
    api.pageSize = 2;
    api.changes.push(
      { cursor: 11, changed_at: '', credential: fakeCredential('1001', 'suspended') },
      { cursor: 12, changed_at: '', credential: fakeCredential('2002', 'active', 2) },
      { cursor: 14, changed_at: '', credential: fakeCredential('1001', 'active') },
      { cursor: 15, changed_at: '', credential: fakeCredential('3003', 'card_lost', 3) },
      { cursor: 17, changed_at: '', credential: fakeCredential('2002', 'refunded', 2) },
    );
    await gate.sync();
    expect(gate.state()).toMatchObject({ cursor: 17, credentials: 3 });
    expect(gate.held('rfid', '1001')?.status).toBe('active');
    expect(gate.held('rfid', '2002')?.status).toBe('refunded');
  });

  it('loads the full list again when the feed no longer holds its cursor', async () => {
    const gate = controller();
    await gate.sync();
    api.prunedThrough = 50;
    api.listCursor = 60;
    await gate.sync();
    expect(gate.state()).toMatchObject({ cursor: 60, api_reachable: true });
  });

  it('denies everyone, and says why, once its key is refused, even from a copy that would admit', async () => {
    const lines: string[] = [];
    const gate = new GateController({
      api: api.base,
      key: FAKE_KEY,
      now: () => NOW,
      log: (line) => lines.push(line),
    });
    await gate.sync();
    api.key = 'gd_1_rotated';
    await gate.sync();
    expect(lines).toContain('The device key was refused: ask staff for the current key. Denying everyone.');
    expect(await gate.decide(card('1001'))).toMatchObject({ decision: 'deny', source: 'refused' });
    api.up = false;
    expect(await gate.decide(card('1001'))).toMatchObject({ decision: 'deny', source: 'refused' });
    expect(gate.state()).toMatchObject({ key_refused: true, queued_events: 0 });
  });
});

describe('the simulator webhook receiver', () => {
  const seconds = Math.floor(NOW / 1000);
  const delivery = (id: string, cursor: number, status: 'active' | 'suspended') =>
    JSON.stringify({
      id,
      type: 'access.changes',
      created_at: '',
      location_id: 1,
      cursor,
      changes: [{ cursor, changed_at: '', credential: fakeCredential('1001', status) }],
    } satisfies AccessWebhookBody);

  async function receiving(gate: GateController) {
    const refused: string[] = [];
    const receiver = webhookReceiver(
      gate,
      'whsec_right',
      (line) => refused.push(line),
      () => NOW,
    );
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
    const post = (body: string, signature: string) =>
      fetch(url, { method: 'POST', headers: { 'Garage-Signature': signature }, body }).then(
        (res) => res.status,
      );
    return { post, refused, close: () => new Promise((resolve) => receiver.close(resolve)) };
  }

  it('applies a signed webhook, and refuses a forged or stale one, saying so', async () => {
    const gate = controller();
    await gate.sync();
    const { post, refused, close } = await receiving(gate);
    const body = delivery('whd_1_10_12', 12, 'suspended');
    expect(await post(body, signWebhook('whsec_guess', body, seconds))).toBe(400);
    expect(await post(body, signWebhook('whsec_right', body, seconds - 301))).toBe(400);
    expect(await post(body, 't=1,v1=zz')).toBe(400);
    expect(refused).toHaveLength(3);
    expect(gate.held('rfid', '1001')?.status).toBe('active');
    expect(await post(body, signWebhook('whsec_right', body, seconds))).toBe(204);
    expect(gate.held('rfid', '1001')?.status).toBe('suspended');
    expect(gate.state().cursor).toBe(12);
    await close();
  });

  it('does not go back when an earlier delivery is replayed after a later one', async () => {
    const gate = controller();
    await gate.sync();
    const { post, close } = await receiving(gate);
    const suspended = delivery('whd_1_10_12', 12, 'suspended');
    const paid = delivery('whd_1_12_13', 13, 'active');
    expect(await post(suspended, signWebhook('whsec_right', suspended, seconds))).toBe(204);
    expect(await post(paid, signWebhook('whsec_right', paid, seconds))).toBe(204);
    // Replayed within the tolerance, even freshly signed by someone holding the secret.
    expect(await post(suspended, signWebhook('whsec_right', suspended, seconds))).toBe(204);
    expect(gate.held('rfid', '1001')?.status).toBe('active');
    expect(gate.state().cursor).toBe(13);
    await close();
  });

  it('refuses a signed body that is not JSON without falling over', async () => {
    const gate = controller();
    await gate.sync();
    const { post, close } = await receiving(gate);
    expect(await post('{not json', signWebhook('whsec_right', '{not json', seconds))).toBe(400);
    const body = delivery('whd_1_10_11', 11, 'suspended');
    expect(await post(body, signWebhook('whsec_right', body, seconds))).toBe(204);
    await close();
  });
});

describe('the simulator control door', () => {
  it('answers a decision as JSON, prints it, and refuses what the events call would refuse', async () => {
    const gate = controller();
    await gate.sync();
    const printed: string[] = [];
    const door = controlServer(gate, (question, answer) =>
      printed.push(`${answer.decision} ${question.direction} ${answer.value}`),
    );
    await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(door.address() as AddressInfo).port}`;
    const decide = (body: string, query = '') =>
      fetch(`${url}/decide${query}`, { method: 'POST', body }).then(async (res) => [
        res.status,
        await res.json(),
      ]);
    api.up = false;
    expect(
      await decide(JSON.stringify({ credential_type: 'licensePlate', value: 'abc-123', direction: 'in' })),
    ).toEqual([
      200,
      { value: 'ABC123', decision: 'deny', reason: 'unknown_credential', pass_id: null, source: 'offline' },
    ]);
    expect((await decide(JSON.stringify({ credential_type: 'rfid', direction: 'in' })))[0]).toBe(400);
    expect((await decide('{'))[0]).toBe(400);
    expect(printed).toEqual(['deny in ABC123']);
    const state = await fetch(`${url}/state`).then((res) => res.json());
    expect(state).toMatchObject({ cursor: 10, credentials: 1, api_reachable: false, queued_events: 1 });
    await new Promise((resolve) => door.close(resolve));
  });
});
