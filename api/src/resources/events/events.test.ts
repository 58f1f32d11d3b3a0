import { afterEach, describe, expect, it } from 'vitest';
import { extraStaffToken, LOOSE_NUMBERS } from '../../../test/fixtures';
import { getJson } from '../../../test/get-json';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { EventsListResponse, StaffEvent } from '../../contract/events';
import { returnedRow } from '../../db/rows';
import { events } from '../../db/schema';
import { PENDING_EVENTS_CAP } from './events.service';

let t: TestApp;
afterEach(() => t?.cleanup());

const list = (query: string, token = t.tokens.admin) =>
  getJson<EventsListResponse>(t, `/api/events${query}`, token);
const complete = (id: number, token = t.tokens.admin, body: unknown = { completed: true }) =>
  t.call('PATCH', `/api/events/${id}`, { token, body });

async function insertEvent(values: Partial<typeof events.$inferInsert> & { createdAt: string }) {
  return (
    await returnedRow(
      t.db
        .insert(events)
        .values({ action: 'Subscription created', payload: '{"plate":"ABC1"}', ...values })
        .returning(),
    )
  ).id;
}

describe('/api/events', () => {
  it('401 without a session, 403 for the ambassador (no events), 200 for the admin', async () => {
    t = await createTestApp();
    expect((await t.call('GET', '/api/events')).status).toBe(401);
    expect((await list('', t.tokens.ambassador)).status).toBe(403);
    expect((await complete(1, t.tokens.ambassador)).status).toBe(403);
    expect((await list('')).status).toBe(200);
  });

  it('lists pending events oldest first with parsed payload and actor', async () => {
    t = await createTestApp();
    const newer = await insertEvent({ createdAt: '2025-05-02T10:00:00.000Z', actor: 'ambassador' });
    const older = await insertEvent({ createdAt: '2025-05-01T10:00:00.000Z', payload: 'not json {' });
    await insertEvent({
      createdAt: '2025-04-01T10:00:00.000Z',
      completed: true,
      completedAt: '2025-04-02T00:00:00.000Z',
    });
    const { body } = await list('?completed=false');
    expect(body.data.map((e) => e.id)).toEqual([older, newer]);
    expect(body.hasMore).toBe(false);
    expect(body.data[0]?.payload).toEqual({ raw: 'not json {' });
    expect(body.data[1]).toMatchObject({
      action: 'Subscription created',
      payload: { plate: 'ABC1' },
      completed: false,
      completed_at: null,
      completed_by: null,
      actor: 'ambassador',
    });
    expect((await list('')).body.data).toHaveLength(2); // pending is the default
  });

  it("names the payload's plan in Spanish beside the stored English name", async () => {
    t = await createTestApp();
    await insertEvent({
      createdAt: '2025-05-01T10:00:00.000Z',
      payload: '{"plan":"Monthly pass – Autopay"}',
    });
    await insertEvent({ createdAt: '2025-05-02T10:00:00.000Z', payload: '{"plan":"Retired 2019 plan"}' });
    await insertEvent({ createdAt: '2025-05-03T10:00:00.000Z' });
    const { body } = await list('?completed=false');
    expect(body.data.map((e) => [e.payload.plan, e.plan_es])).toEqual([
      ['Monthly pass – Autopay', 'Pase mensual – Pago automático'],
      ['Retired 2019 plan', null],
      [undefined, null],
    ]);
    const done = await complete(body.data[0]?.id ?? 0);
    expect(await done.json()).toMatchObject({ completed: true, plan_es: 'Pase mensual – Pago automático' });
  });

  it('caps the pending list', async () => {
    t = await createTestApp();
    const rows = Array.from({ length: PENDING_EVENTS_CAP + 5 }, (_, i) => ({
      action: 'Subscription created',
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
    }));
    await t.db.insert(events).values(rows);
    const { body } = await list('?completed=false');
    expect(body.data).toHaveLength(PENDING_EVENTS_CAP);
    expect(body.data[0]?.created_at).toBe('2025-01-01T00:00:00.000Z');
  });

  it('pages the history newest completed first, knowing whether more exist without counting', async () => {
    t = await createTestApp();
    const ids: number[] = [];
    for (const day of [1, 2, 3])
      ids.push(
        await insertEvent({
          createdAt: '2025-01-01T00:00:00.000Z',
          completed: true,
          completedAt: `2025-02-0${day}T00:00:00.000Z`,
          completedBy: 'admin',
        }),
      );
    const first = (await list('?completed=true&pageSize=2')).body;
    expect(first.data.map((e) => e.id)).toEqual([ids[2], ids[1]]);
    expect([first.page, first.hasMore]).toEqual([1, true]);
    const second = (await list('?completed=true&pageSize=2&page=2')).body;
    expect(second.data.map((e) => e.id)).toEqual([ids[0]]);
    expect([second.page, second.hasMore]).toEqual([2, false]);
    expect((await list('?completed=maybe')).status).toBe(400);
    expect((await list('?completed=true&pageSize=51')).status).toBe(400);
  });

  it('completes an event with the staff user and the time, and it moves to history', async () => {
    t = await createTestApp({ now: () => new Date('2025-06-01T12:00:00.000Z') });
    const id = await insertEvent({ createdAt: '2025-05-01T10:00:00.000Z' });
    const res = await complete(id);
    expect(res.status).toBe(200);
    expect((await res.json()) as StaffEvent).toMatchObject({
      id,
      completed: true,
      completed_by: 'admin',
      completed_at: '2025-06-01T12:00:00.000Z',
    });
    expect((await list('?completed=false')).body.data).toEqual([]);
    expect((await list('?completed=true')).body.data.map((e) => e.id)).toEqual([id]);
  });

  it('completes once when two staff complete it at the same time or twice', async () => {
    let clock = new Date('2025-06-01T12:00:00.000Z').getTime();
    t = await createTestApp({
      now: () => {
        clock += 1000;
        return new Date(clock);
      },
    });
    const id = await insertEvent({ createdAt: '2025-05-01T10:00:00.000Z' });
    const other = await extraStaffToken(t.db, t.config.jwtSecret, 'second-admin', 'admin');
    const answers = await Promise.all([complete(id), complete(id, other)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const bodies = (await Promise.all(answers.map((res) => res.json()))) as StaffEvent[];
    // Both see the one completion: the same completer and time.
    expect(new Set(bodies.map((e) => `${e.completed_by}@${e.completed_at}`)).size).toBe(1);
    const again = (await (await complete(id, other)).json()) as StaffEvent;
    expect([again.completed_by, again.completed_at]).toEqual([
      bodies[0]?.completed_by,
      bodies[0]?.completed_at,
    ]);
    expect((await list('?completed=true')).body.data).toHaveLength(1);
  });

  it('404 for an unknown event, 400 for anything but {completed: true}', async () => {
    t = await createTestApp();
    const id = await insertEvent({ createdAt: '2025-05-01T10:00:00.000Z' });
    const missing = await complete(99_999);
    expect([missing.status, ((await missing.json()) as { code: string }).code]).toEqual([
      404,
      'event_not_found',
    ]);
    expect((await complete(id, t.tokens.admin, { completed: false })).status).toBe(400);
    expect((await complete(id, t.tokens.admin, { completed: true, action: 'x' })).status).toBe(400);
    expect((await list('?completed=false')).body.data).toHaveLength(1);
  });
});

describe('GET /api/events: page numbers are plain decimal digits', () => {
  it.each(LOOSE_NUMBERS)('refuses page and pageSize spelled %j with 400 invalid_input', async (loose) => {
    t = await createTestApp();
    for (const [field, rule] of [
      ['page', 'page_number'],
      ['pageSize', 'page_size'],
    ]) {
      const res = await list(`?completed=true&${field}=${encodeURIComponent(loose)}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_input', field, rule, error: expect.any(String) });
    }
    expect((await list('?completed=true&page=1&pageSize=5')).status).toBe(200);
  });
});
