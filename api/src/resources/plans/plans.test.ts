import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { PlanInput } from '../../contract/plan-input';

let t: TestApp;
afterEach(() => t?.cleanup());

const newPlan: PlanInput = {
  name: 'Quarterly pass',
  description: 'Three months',
  price_cents: 70000,
  autopay: false,
  duration_months: 3,
};

describe('GET /api/plans', () => {
  it('lists the public plans with prices in cents', async () => {
    t = await createTestApp();
    const res = await t.client.api.plans.$get({ query: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      expect.objectContaining({
        id: 1,
        name: 'Monthly pass',
        price_cents: 25000,
        autopay: false,
        discount_percent: 0,
      }),
      expect.objectContaining({
        id: 2,
        name: 'Monthly pass – Autopay',
        price_cents: 25000,
        autopay: true,
        discount_percent: 12,
        duration_months: 1,
        stripe_coupon_id: null,
      }),
    ]);
  });

  it('hides non-public plans unless a plan manager asks for scope=all', async () => {
    t = await createTestApp();
    await t.as(t.tokens.admin).api.plans.$post({ json: { ...newPlan, is_public: false } });

    const publicList = await (await t.client.api.plans.$get({ query: {} })).json();
    expect(publicList).toHaveLength(2);

    const all = (token?: string) =>
      (token ? t.as(token) : t.client).api.plans.$get({ query: { scope: 'all' } });
    expect((await all()).status).toBe(401);
    expect((await all(t.tokens.ambassador)).status).toBe(403);
    expect(await (await all(t.tokens.admin)).json()).toHaveLength(3);
  });
});

describe('POST /api/plans', () => {
  it('lets admin create a plan', async () => {
    t = await createTestApp();
    const res = await t.as(t.tokens.admin).api.plans.$post({ json: newPlan });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      id: 3,
      ...newPlan,
      name_es: '',
      description_es: '',
      discount_percent: 0,
      stripe_coupon_id: null,
      is_public: true,
    });
  });

  it('denies the ambassador (403) and anonymous callers (401)', async () => {
    t = await createTestApp();
    const ambassador = await t.as(t.tokens.ambassador).api.plans.$post({ json: newPlan });
    expect(ambassador.status).toBe(403);
    expect(await ambassador.json()).toEqual({
      error: 'Your role does not allow this action',
      code: 'forbidden',
    });
    expect((await t.client.api.plans.$post({ json: newPlan })).status).toBe(401);
  });

  it.each([
    [{ ...newPlan, name: '   ' }, 'Name is required'],
    [{ ...newPlan, price_cents: -1 }, 'Price must be 0 or more cents'],
    [{ ...newPlan, price_cents: 12.5 }, 'Price must be a whole number of cents (e.g. 25000 for $250.00)'],
    [{ ...newPlan, price_cents: '100' }, 'Price must be a whole number of cents (e.g. 25000 for $250.00)'],
    [{ ...newPlan, duration_months: 0 }, 'Duration must be at least 1 month'],
    [{ ...newPlan, autopay: 'yes' }, 'Auto-pay must be true or false'],
    [[], 'Request body must be a JSON object'],
  ])('rejects %j with 400 "%s"', async (body, message) => {
    t = await createTestApp();
    const res = await t.call('POST', '/api/plans', { token: t.tokens.admin, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: message,
      code: 'invalid_input',
      rule: expect.any(String),
    });
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    t = await createTestApp();
    const res = await t.app.request('/api/plans', {
      method: 'POST',
      headers: { Cookie: `garage_staff=${t.tokens.admin}`, 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/JSON/), code: 'malformed_request' });
  });
});

describe('PUT /api/plans/:id', () => {
  it('lets admin update a plan including the coupon id', async () => {
    t = await createTestApp();
    const res = await t.as(t.tokens.admin).api.plans[':id'].$put({
      param: { id: '2' },
      json: {
        ...newPlan,
        name: 'Autopay',
        autopay: true,
        discount_percent: 12,
        stripe_coupon_id: 'coupon_12',
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: 2,
      name: 'Autopay',
      stripe_coupon_id: 'coupon_12',
      autopay: true,
    });
    const plans = await (await t.client.api.plans.$get({ query: {} })).json();
    expect(plans.find((plan) => plan.id === 2)?.name).toBe('Autopay');
  });

  it('answers 404 for an unknown plan and 400 for a bad id', async () => {
    t = await createTestApp();
    const missing = await t.as(t.tokens.admin).api.plans[':id'].$put({ param: { id: '999' }, json: newPlan });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Plan not found', code: 'plan_not_found' });
    const bad = await t.as(t.tokens.admin).api.plans[':id'].$put({ param: { id: 'abc' }, json: newPlan });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'Id must be a positive whole number',
      code: 'invalid_input',
      field: 'id',
      rule: 'id_positive',
    });
  });

  it('denies the ambassador', async () => {
    t = await createTestApp();
    expect(
      (await t.as(t.tokens.ambassador).api.plans[':id'].$put({ param: { id: '1' }, json: newPlan })).status,
    ).toBe(403);
  });
});

describe('public plans cache', () => {
  const publicNames = async () =>
    ((await (await t.call('GET', '/api/plans')).json()) as { name: string }[]).map((plan) => plan.name);

  it('shows an edited, hidden or added plan on the very next read', async () => {
    t = await createTestApp();
    expect(await publicNames()).toEqual(['Monthly pass', 'Monthly pass – Autopay']);

    await t.call('PUT', '/api/plans/1', { token: t.tokens.admin, body: { ...newPlan, name: 'Renamed' } });
    expect(await publicNames()).toEqual(['Renamed', 'Monthly pass – Autopay']);

    await t.call('PUT', '/api/plans/2', {
      token: t.tokens.admin,
      body: { ...newPlan, name: 'Hidden now', is_public: false },
    });
    expect(await publicNames()).toEqual(['Renamed']);

    await t.call('POST', '/api/plans', { token: t.tokens.admin, body: newPlan });
    expect(await publicNames()).toEqual(['Renamed', 'Quarterly pass']);
  });

  it('never hands the public list to scope=all', async () => {
    t = await createTestApp();
    await t.call('PUT', '/api/plans/2', { token: t.tokens.admin, body: { ...newPlan, is_public: false } });
    expect(await publicNames()).toHaveLength(1);
    const all = await t.call('GET', '/api/plans?scope=all', { token: t.tokens.admin });
    expect(await all.json()).toHaveLength(2);
    expect(await publicNames()).toHaveLength(1);
  });
});
