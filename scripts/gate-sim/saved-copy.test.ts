import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccessWebhookBody } from '../../api/src/contract/gate-access';
import { signWebhook } from '../../api/src/domain/gate/webhook-signature';
import { FAKE_KEY, type FakeAccessApi, fakeCredential, startFakeAccessApi } from './fake-access-api';
import { GateController } from './gate-controller';
import { webhookReceiver } from './gate-servers';
import { copyWriter, readSavedCopy, type SavedCopy } from './saved-copy';

// `--state-file`: a simulator restarted while the API is down still decides from the copy it last
// heard and still sends what it decided alone; a copy of another garage or location is not used.

const NOW = Date.parse('2026-03-10T19:00:00Z');
let api: FakeAccessApi;
let dir: string;
let file: string;

beforeEach(async () => {
  api = await startFakeAccessApi();
  dir = await mkdtemp(path.join(tmpdir(), 'gate-sim-'));
  file = path.join(dir, 'copy.json');
});
afterEach(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

const card = (value: string) => ({ credential_type: 'rfid' as const, value, direction: 'in' as const });
async function run(base = api.base, at = NOW) {
  return new GateController({
    api: base,
    key: FAKE_KEY,
    now: () => at,
    timeoutMs: 500,
    saved: await readSavedCopy(file),
    save: copyWriter(file),
  });
}

describe('the simulator state file', () => {
  it('decides from the saved copy after a restart with the API down, then sends the events of both runs', async () => {
    const first = await run();
    await first.sync();
    api.changes.push({ cursor: 11, changed_at: '', credential: fakeCredential('2002', 'active', 2) });
    await first.sync();
    api.up = false;
    expect(await first.decide(card('2002'))).toMatchObject({ decision: 'allow', source: 'offline' });

    const later = NOW + 60_000;
    const second = await run(api.base, later);
    expect(second.state()).toMatchObject({ cursor: 11, credentials: 2, queued_events: 1 });
    expect(await second.decide(card('2002'))).toMatchObject({ decision: 'allow', source: 'offline' });
    expect(await second.decide(card('9999'))).toMatchObject({ decision: 'deny', source: 'offline' });

    api.up = true;
    await second.sync();
    expect(api.events.map((event) => [event.value, event.at])).toEqual([
      ['2002', new Date(NOW).toISOString()],
      ['2002', new Date(later).toISOString()],
      ['9999', new Date(later).toISOString()],
    ]);
    expect((await readSavedCopy(file))?.queued).toEqual([]);
  });

  it('follows the feed from the saved cursor rather than starting over', async () => {
    await (await run()).sync();
    // Were it to start over, the full list (now empty, at 12) would leave it holding nothing.
    api.list = [];
    api.listCursor = 12;
    api.changes.push({ cursor: 12, changed_at: '', credential: fakeCredential('1001', 'banned') });
    const restarted = await run();
    await restarted.sync();
    expect(restarted.state()).toMatchObject({ cursor: 12, credentials: 1 });
    expect(restarted.held('rfid', '1001')?.status).toBe('banned');
  });

  it('drops a saved copy of another location or another API and loads the full list', async () => {
    await (await run()).sync();
    api.locationId = 2;
    api.list = [fakeCredential('5005', 'active', 5)];
    api.listCursor = 40;
    const moved = await run();
    await moved.sync();
    expect(moved.state()).toMatchObject({ cursor: 40, credentials: 1 });
    expect(moved.held('rfid', '1001')).toBeUndefined();

    const saved = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify({ ...saved, api: 'http://elsewhere.example/api' }));
    const elsewhere = await run();
    expect(elsewhere.state()).toMatchObject({ cursor: 0, credentials: 0 });
  });

  it('saves a webhook before acknowledging it, and does not acknowledge one it could not save', async () => {
    let saves = 0;
    let onDisk: SavedCopy | null = null;
    const gate = new GateController({
      api: api.base,
      key: FAKE_KEY,
      now: () => NOW,
      save: async (current) => {
        saves += 1;
        // A slow disk: the acknowledgement must still wait for it.
        await sleep(30);
        if (saves === 2) throw new Error('disk full');
        onDisk = current();
      },
    });
    await gate.sync();
    const receiver = webhookReceiver(
      gate,
      'whsec_right',
      () => {},
      () => NOW,
    );
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const body = JSON.stringify({
      id: 'whd_1_10_12',
      type: 'access.changes',
      created_at: '',
      location_id: 1,
      cursor: 12,
      changes: [{ cursor: 12, changed_at: '', credential: fakeCredential('1001', 'suspended') }],
    } satisfies AccessWebhookBody);
    const post = () =>
      fetch(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`, {
        method: 'POST',
        headers: { 'Garage-Signature': signWebhook('whsec_right', body, Math.floor(NOW / 1000)) },
        body,
      }).then((res) => res.status);
    expect(await post()).toBe(500);
    expect(onDisk).toMatchObject({ cursor: 10 });
    // The API sends it again; this time it is on disk before the 204.
    expect(await post()).toBe(204);
    expect(onDisk).toMatchObject({ cursor: 12, credentials: [{ value: '1001', status: 'suspended' }] });
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('refuses to start from a file that is not a state file', async () => {
    await writeFile(file, '{"hello": 1}');
    await expect(readSavedCopy(file)).rejects.toThrow('not a gate simulator state file');
  });
});
