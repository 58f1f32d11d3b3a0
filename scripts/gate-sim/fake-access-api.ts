import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccessChange, AccessCredential } from '../../api/src/contract/gate-access';

// A small stand-in for the garage's device endpoints (the simulator's tests): the full list, the
// changes feed in pages, and the events call, behind one key (`key`, changed to revoke it); `up = false`
// makes it drop every connection as a stopped API would.

export const FAKE_KEY = 'gd_1_good';

export function fakeCredential(
  value: string,
  status: AccessCredential['status'],
  passId = 1,
): AccessCredential {
  return {
    type: 'rfid',
    value,
    plate_state: null,
    card_code: value,
    facility_code: null,
    valid_from: '2026-03-01T08:00:00.000Z',
    valid_until: '2026-04-01T06:45:00.000Z',
    status,
    pass_id: passId,
  };
}

export type FakeAccessApi = {
  base: string;
  up: boolean;
  key: string;
  locationId: number;
  list: AccessCredential[];
  listCursor: number;
  changes: AccessChange[];
  pageSize: number;
  prunedThrough: number;
  events: { value: string; at?: string }[];
  close(): Promise<void>;
};

export async function startFakeAccessApi(): Promise<FakeAccessApi> {
  const server = createServer((req, res) => {
    if (!fake.up) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (value: unknown, status = 200) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (req.headers.authorization !== `Bearer ${fake.key}`) return json({ code: 'device_key_invalid' }, 401);
    if (url.pathname === '/api/access/credentials')
      return json({ location_id: fake.locationId, cursor: fake.listCursor, credentials: fake.list });
    if (url.pathname === '/api/access/changes') {
      const since = Number(url.searchParams.get('since'));
      if (since < fake.prunedThrough) return json({ code: 'cursor_expired' }, 410);
      const after = fake.changes.filter((change) => change.cursor > since);
      const page = after.slice(0, fake.pageSize);
      return json({
        location_id: fake.locationId,
        cursor: page.at(-1)?.cursor ?? since,
        has_more: after.length > page.length,
        changes: page,
      });
    }
    if (url.pathname === '/api/access/events') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        fake.events.push(JSON.parse(body));
        json({ decision: 'allow', reason: 'active', pass_id: 1, event_id: fake.events.length }, 201);
      });
      return;
    }
    json({}, 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeAccessApi = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    up: true,
    key: FAKE_KEY,
    locationId: 1,
    list: [fakeCredential('1001', 'active')],
    listCursor: 10,
    changes: [],
    pageSize: 500,
    prunedThrough: 0,
    events: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
