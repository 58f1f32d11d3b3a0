import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buyAutopay,
  CONSENT_TEXTS,
  confirm,
  createIntentBody,
  humanPass,
  wizardData,
} from '../../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { CreateIntentResponse } from '../../../contract/billing-response';
import { firstRow } from '../../../db/rows';
import { checkouts, consents, spaceHolds, subscriptions } from '../../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

describe('consent is evidence: create-intent and subscribe', () => {
  it('refuses create-intent without the terms, or an autopay checkout without the autopay text', async () => {
    t = await createTestApp();
    const wizard = wizardData();
    const refusals: [number, Record<string, unknown> | null][] = [
      [1, null],
      [1, { terms_text: '   ', language: 'en' }],
      [2, { terms_text: CONSENT_TEXTS.terms, language: 'en' }],
      [2, { terms_text: CONSENT_TEXTS.terms, autopay_text: ' ', language: 'es' }],
    ];
    for (const [planId, consent] of refusals) {
      const body = { ...createIntentBody(wizard, { planId }), consent };
      if (consent === null) delete (body as { consent?: unknown }).consent;
      const res = await post('/api/billing/create-intent', body);
      expect(res.status, JSON.stringify(consent)).toBe(400);
      expect(await codeOf(res)).toBe('consent_required');
    }
    // Nothing was held or started for a refused call.
    expect(await t.db.select().from(checkouts)).toEqual([]);
    expect(await t.db.select().from(spaceHolds)).toEqual([]);
    expect(await t.db.select().from(consents)).toEqual([]);
  });

  it('refuses a consent of the wrong shape as invalid input', async () => {
    t = await createTestApp();
    const body = { ...createIntentBody(wizardData()), consent: { terms_text: 42, language: 'fr' } };
    const res = await post('/api/billing/create-intent', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_input', field: 'consent.terms_text' });
  });

  it('stores the exact text, its language, the client address and browser, linked to the pass', async () => {
    t = await createTestApp();
    const wizard = wizardData();
    const spanishTerms = 'Acepto los términos y condiciones.';
    const body = createIntentBody(wizard, {
      captchaPass: await humanPass(t, '203.0.113.7'),
      language: 'es',
      consent: { terms_text: `  ${spanishTerms} `, language: 'es' },
    });
    const res = await post('/api/billing/create-intent', body, {
      'X-Forwarded-For': '203.0.113.7',
      'User-Agent': 'TestBrowser/1.0',
    });
    expect(res.status).toBe(200);
    const intent = (await res.json()) as CreateIntentResponse;
    expect((await confirm(t, intent.clientSecret, '4242 4242 4242 4242')).body.status).toBe('succeeded');

    const checkout = await firstRow(t.db.select().from(checkouts).limit(1));
    const pass = await firstRow(t.db.select().from(subscriptions).limit(1));
    expect(await t.db.select().from(consents)).toEqual([
      expect.objectContaining({
        kind: 'terms',
        text: spanishTerms,
        language: 'es',
        clientIp: '203.0.113.7',
        userAgent: 'TestBrowser/1.0',
        email: wizard.personal.email.toLowerCase(),
        plate: wizard.vehicle.plate,
        checkoutId: checkout?.id,
        subscriptionId: pass?.id,
        customerId: pass?.customerId,
        acceptedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    ]);
    // A one-time pass is never charged without the customer: it points to no autopay consent.
    expect(pass?.autopayConsentId).toBeNull();
  });

  it('refuses subscribe without the autopay consent and charges nothing', async () => {
    t = await createTestApp();
    const wizard = wizardData();
    const intent = await post(
      '/api/billing/create-intent',
      createIntentBody(wizard, { planId: 2, captchaPass: await humanPass(t) }),
    );
    const { clientSecret, customerId } = (await intent.json()) as CreateIntentResponse;
    const setup = await confirm(t, clientSecret, '4242 4242 4242 4242');
    const subscribe = {
      customerId,
      paymentMethod: setup.body.paymentMethod ?? '',
      planId: 2,
      wizardData: wizard,
      website: '',
    };
    for (const consent of [undefined, { terms_text: CONSENT_TEXTS.terms, language: 'en' }]) {
      const res = await post('/api/billing/subscribe', { ...subscribe, consent });
      expect(res.status).toBe(400);
      expect(await codeOf(res)).toBe('consent_required');
    }
    expect((await firstRow(t.db.select().from(checkouts).limit(1)))?.providerSubscriptionId).toBeNull();
    expect(await t.db.select().from(subscriptions)).toEqual([]);
  });

  it('points an autopay pass at the autopay consent given when its card was authorised', async () => {
    t = await createTestApp();
    const flow = await buyAutopay(t);
    expect(flow.subscribed.status).toBe(200);
    const pass = await firstRow(t.db.select().from(subscriptions).limit(1));
    expect(pass?.autopay).toBe(true);
    const consent = await firstRow(
      t.db
        .select()
        .from(consents)
        .where(eq(consents.id, pass?.autopayConsentId ?? -1))
        .limit(1),
    );
    expect(consent).toMatchObject({
      kind: 'autopay',
      text: CONSENT_TEXTS.autopay,
      language: 'en',
      subscriptionId: pass?.id,
    });
    // create-intent and subscribe each stored what the buyer accepted, all linked to the one pass.
    const stored = await t.db.select().from(consents);
    expect(stored.map((row) => row.kind).sort()).toEqual(['autopay', 'autopay', 'terms', 'terms']);
    expect(new Set(stored.map((row) => row.subscriptionId))).toEqual(new Set([pass?.id]));
    // The newest autopay consent (subscribe's) is the one the pass relies on.
    expect(pass?.autopayConsentId).toBe(
      Math.max(...stored.filter((r) => r.kind === 'autopay').map((r) => r.id)),
    );
  });
});
