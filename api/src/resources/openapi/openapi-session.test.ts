import { afterEach, describe, expect, it } from 'vitest';
import { buyOneTime, wizardData } from '../../../test/checkout-fixtures';
import { signIn } from '../../../test/portal-session-fixtures';
import { signInThroughApi } from '../../../test/staff-sign-in';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../../test/test-app';
import { auditResponses } from './audited-fetch';
import { describeViolation, type Violation } from './response-audit';

// A realistic session through the conformance audit with every check on, request bodies included (as
// a validating proxy in front of the API would see it): a visitor buys a pass, signs in to the portal,
// and staff read the back office. Every answer must be one `/api/openapi.json` describes.

let t: TestApp;
afterEach(() => t?.cleanup());

async function auditedSession() {
  t = await createTestApp();
  const violations: Violation[] = [];
  auditResponses(t.app, (found) => violations.push(...found), { requestBodies: true });
  return { violations };
}

describe('a realistic session against the OpenAPI description', () => {
  it('signup checkout, portal sign-in and staff reads: every answer is described', async () => {
    const { violations } = await auditedSession();
    const call = (method: string, path: string, options: Parameters<TestApp['call']>[2] = {}) =>
      t.call(method, path, options);

    // The landing page and the wizard's checks.
    for (const path of [
      '/api/plans',
      '/api/locations/1/online-availability',
      '/api/billing/config',
      '/api/captcha/config',
      '/api/zip/validate?country=US&zip=92101',
      '/api/vehicles/makes?s=To',
      '/api/vehicles/check?plate=NEWCAR1',
      '/api/clients/email/buyer%40example.com/has-banned',
      '/api/health',
    ]) {
      expect((await call('GET', path, { cookie: '' })).status, path).toBe(200);
    }
    expect((await call('GET', '/api/zip/validate?country=US&zip=9', { cookie: '' })).status).toBe(400);

    // The checkout, paid with a test card in the sandbox, and its receipt.
    const wizard = wizardData();
    const bought = await buyOneTime(t, wizard);
    expect(bought.intent.status).toBe(200);
    expect(bought.confirmed?.body.status).toBe('succeeded');
    const receipt = await call(
      'GET',
      `/api/billing/receipt?payment_intent=${encodeURIComponent(bought.intent.body.clientSecret.split('_secret')[0] ?? '')}`,
    );
    expect([200, 404]).toContain(receipt.status);
    const pass = { email: wizard.personal.email, plate: wizard.vehicle.plate };

    // The portal: a read before signing in is asked to sign in; sign in by the e-mailed code, read
    // the dashboard and the renewal quote, sign out.
    const lookup = await call('GET', `/api/payments-public/lookup?email=${pass.email}&plate=${pass.plate}`);
    expect(lookup.status).toBe(401);
    const wrong = await call('POST', '/api/payments-public/sign-in/verify', {
      body: { ...pass, code: '000000', keep_signed_in: true },
    });
    expect(wrong.status).toBe(400);
    await signIn(t, pass);
    for (const path of ['session', 'lookup', 'subscription', 'customer-info']) {
      const res = await call('GET', `/api/payments-public/${path}?email=${pass.email}&plate=${pass.plate}`);
      expect(res.status, path).toBe(200);
    }
    // Bought today: renewing is refused until its window opens, an answer the description lists too.
    const quote = await call('GET', `/api/payments-public/renew?email=${pass.email}&plate=${pass.plate}`);
    expect(quote.status).toBe(409);
    const signedOut = await call('POST', '/api/payments-public/sign-out', { body: { everywhere: false } });
    expect(signedOut.status).toBe(200);
    expect(
      (await call('POST', '/api/payments-public/lost-card', { body: { ...pass, language: 'en' } })).status,
    ).toBe(401);

    // Staff: sign in, read the back office, refuse what the role may not do, sign out.
    const { session: token } = await signInThroughApi(t, {
      username: 'admin',
      password: TEST_PASSWORDS.admin,
    });
    for (const path of [
      '/api/subscriptions',
      '/api/subscriptions/needs-card',
      '/api/clients/search?q=exa',
      '/api/sales',
      '/api/sales/summary',
      '/api/payments',
      '/api/events',
      '/api/cards',
      '/api/cards/counts',
      '/api/locations/1/inventory',
      '/api/plans?scope=all',
    ]) {
      expect((await call('GET', path, { token })).status, path).toBe(200);
    }
    expect((await call('GET', '/api/clients/999999/profile', { token })).status).toBe(404);
    expect((await call('GET', '/api/plans?scope=all', { token: t.tokens.ambassador })).status).toBe(403);
    expect((await call('GET', '/api/subscriptions')).status).toBe(401);
    expect((await call('POST', '/api/auth/logout', { token })).status).toBe(204);

    expect(violations.map(describeViolation)).toEqual([]);
  });

  it('reports an answer the description does not describe (the audit is not blind)', async () => {
    const { violations } = await auditedSession();
    // The sandbox's hosted page posts an empty body: described. A body on a route that reads none is not.
    const offline = await t.call('POST', '/api/captcha/offline-challenge', { body: { extra: true } });
    expect(offline.status).toBe(200);
    expect(violations.map(describeViolation)).toEqual([
      'POST /api/captcha/offline-challenge -> 200: accepted a request body the description omits',
    ]);
  });
});
