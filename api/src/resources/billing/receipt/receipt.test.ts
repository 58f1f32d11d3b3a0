import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
afterEach(() => t?.cleanup());

describe('GET /api/billing/receipt', () => {
  it('needs an intent and answers 404 Not found for one it does not know', async () => {
    t = await createTestApp();
    const none = await t.call('GET', '/api/billing/receipt');
    expect({ status: none.status, body: await none.json() }).toEqual({
      status: 400,
      body: {
        error: 'Give payment_intent or setup_intent',
        code: 'invalid_input',
        rule: 'receipt_intent_required',
      },
    });
    for (const query of ['payment_intent=pi_sbx_nope', 'setup_intent=seti_sbx_nope_secret_x']) {
      const res = await t.call('GET', `/api/billing/receipt?${query}`);
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 404,
        body: { error: 'Not found', code: 'not_found' },
      });
    }
  });
});
