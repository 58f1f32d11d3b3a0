import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type {
  AccessChangePage,
  AccessCredentialList,
  GateDeviceWithSecrets,
} from '../../contract/gate-access';
import { runSql, sqlRow } from '../../db/raw-sql';
import { pruneAccessChanges } from './access-retention';

// The feed drops what no device needs any more, and a device behind the drop is told to reload
// rather than silently skipping changes.

const DAY = 86_400_000;
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

async function register(webhookUrl?: string): Promise<GateDeviceWithSecrets> {
  const res = await t.call('POST', '/api/gate-devices', {
    token: t.tokens.admin,
    body: { name: 'Gate', location_id: 1, kind: 'both', ...(webhookUrl ? { webhook_url: webhookUrl } : {}) },
  });
  return (await res.json()) as GateDeviceWithSecrets;
}

const age = async (days: number) =>
  runSql(
    t.db,
    sql`update access_changes set changed_at = ${new Date(Date.now() - days * DAY).toISOString()}`,
  );
const changes = (key: string, since: number) =>
  t.call('GET', `/api/access/changes?since=${since}`, { headers: { Authorization: `Bearer ${key}` } });

describe('the feed keeps what its devices need', () => {
  it('drops month-old changes, and answers 410 to a cursor behind the drop until the device reloads', async () => {
    const poller = await register();
    await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'OLD1' });
    await age(31);
    await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'NEW1' });
    expect(await pruneAccessChanges(t.db, Date.now())).toBeGreaterThan(0);
    const behind = await changes(poller.api_key, 0);
    expect(behind.status).toBe(410);
    expect(((await behind.json()) as { code: string }).code).toBe('cursor_expired');
    // Reloading: the list's cursor is past the drop, and following it works.
    const list = (await (
      await t.call('GET', '/api/access/credentials', {
        headers: { Authorization: `Bearer ${poller.api_key}` },
      })
    ).json()) as AccessCredentialList;
    expect(list.credentials.map((credential) => credential.value)).toEqual(
      expect.arrayContaining(['OLD1', 'NEW1']),
    );
    const after = await changes(poller.api_key, list.cursor);
    expect(after.status).toBe(200);
    expect(((await after.json()) as AccessChangePage).changes).toEqual([]);
  });

  it('keeps what a webhook device has not acknowledged, for up to 90 days', async () => {
    const pushed = await register('http://127.0.0.1:9/hook');
    await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'OWED1' });
    await age(45);
    expect(await pruneAccessChanges(t.db, Date.now())).toBe(0);
    expect((await changes(pushed.api_key, 0)).status).toBe(200);
    await age(91);
    expect(await pruneAccessChanges(t.db, Date.now())).toBeGreaterThan(0);
    const cursor = await sqlRow<{ webhook_cursor: number }>(
      t.db,
      sql`select webhook_cursor from gate_devices`,
    );
    expect(cursor?.webhook_cursor).toBeGreaterThan(0);
  });
});
