import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buyOneTime,
  createIntent,
  createIntentBody,
  humanPass,
  wizardData,
} from '../../../../test/checkout-fixtures';
import { insertPass } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { ERROR_MESSAGES } from '../../../contract/error-codes';
import { firstRow } from '../../../db/rows';
import { checkouts, customers, spaceHolds, subscriptions, vehicles } from '../../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

// 2025-03-01 05:30 UTC is still 2025-02-28 in the garage (Los Angeles).
const NOW = new Date('2025-03-01T05:30:00Z');

describe('POST /api/billing/create-intent validation and refusals', () => {
  const valid = () => createIntentBody(wizardData());

  it.each([
    ['no body fields', {}, 'Choose a plan: 1 (one-time) or 2 (autopay)', 'planId', 'plan_id'],
    ['a bad e-mail', { email: 'ana@' }, 'Invalid email address', 'email', 'invalid_email'],
    ['a short first name', { firstName: 'A' }, 'First name: Min. 2 letters', 'firstName', 'min_two_letters'],
    [
      'no wizard data',
      { wizardData: undefined },
      'Signup details (wizardData) are required',
      'wizardData',
      'wizard_data_required',
    ],
  ])('rejects %s', async (_label, patch, error, field, rule) => {
    t = await createTestApp();
    const body = Object.keys(patch).length === 0 ? {} : { ...valid(), ...patch };
    const res = await t.call('POST', '/api/billing/create-intent', { body });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { error, code: 'invalid_input', field, rule },
    });
  });

  it.each([
    [{ personal: { firstName: 'A' } }, 'First name: Min. 2 letters', 'personal.firstName', 'min_two_letters'],
    [{ personal: { lastName: 'B' } }, 'Last name: Min. 2 letters', 'personal.lastName', 'min_two_letters'],
    [{ personal: { phone: '12 34' } }, 'Min. 7 digits', 'personal.phone', 'min_seven_digits'],
    [
      { personal: { confirmEmail: 'other@example.com' } },
      'E-mails do not match',
      'personal.confirmEmail',
      'emails_do_not_match',
    ],
    [
      { vehicle: { plate: 'ABC.123' } },
      'Placa inválida: solo A-Z y 0-9, máximo 15 caracteres',
      'vehicle.plate',
      'plate_format',
    ],
    [{ vehicle: { make: ' ' } }, 'Make required', 'vehicle.make', 'make_required'],
    [
      { vehicle: { year: 1900 } },
      `Invalid year (1925–${new Date().getFullYear() + 1})`,
      'vehicle.year',
      'invalid_year',
    ],
    [{ address: { zip: '9217' } }, 'ZIP must be 12345 or 12345-6789', 'address.zip', 'zip_format'],
    [{ address: { addr1: '' } }, 'Address required', 'address.addr1', 'address_required'],
  ])('runs the wizard rules again: %j -> "%s"', async (patch, error, field, rule) => {
    t = await createTestApp();
    const wizard = wizardData(patch as Parameters<typeof wizardData>[0]);
    const body = { ...createIntentBody(wizard), firstName: 'Ana', lastName: 'López' };
    const res = await t.call('POST', '/api/billing/create-intent', { body });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { error, code: 'invalid_input', field: `wizardData.${field}`, rule },
    });
  });

  it('checks the ZIP against the state and the e-mail against the wizard', async () => {
    t = await createTestApp();
    const wrongState = createIntentBody(wizardData({ address: { state: 'TX' } }));
    const res = await t.client.api.billing['create-intent'].$post({ json: wrongState });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { error: 'ZIP does not match selected state', code: 'zip_state_mismatch' },
    });
    const mexico = createIntentBody(
      wizardData({ address: { country: 'Mexico', state: 'Baja California', zip: '22000' } }),
      { captchaPass: await humanPass(t) },
    );
    expect((await t.client.api.billing['create-intent'].$post({ json: mexico })).status).toBe(200);
    const other = { ...valid(), email: 'someone-else@example.com' };
    const mismatch = await t.client.api.billing['create-intent'].$post({ json: other });
    expect(await mismatch.json()).toEqual({ error: ERROR_MESSAGES.email_mismatch, code: 'email_mismatch' });
  });

  it('answers a filled honeypot with a generic 400 and creates nothing', async () => {
    t = await createTestApp();
    const res = await t.client.api.billing['create-intent'].$post({
      json: { ...valid(), website: 'http://x' },
    });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { error: ERROR_MESSAGES.honeypot, code: 'honeypot' },
    });
    expect(await t.db.select().from(checkouts)).toHaveLength(0);
    expect(await t.db.select().from(spaceHolds)).toHaveLength(0);
  });

  it('refuses a plate with a live pass, a banned plate and a banned e-mail with 409', async () => {
    t = await createTestApp({ now: () => NOW });
    const pass = await insertPass(t.db, { nextRenewalDate: '2025-03-20' });
    const taken = await firstRow(
      t.db.select().from(vehicles).where(eq(vehicles.id, pass.vehicleId)).limit(1),
    );
    const livePlate = wizardData({ vehicle: { plate: taken?.plate ?? '' } });
    const res = await t.client.api.billing['create-intent'].$post({
      json: createIntentBody(livePlate, { captchaPass: await humanPass(t) }),
    });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 409,
      body: { error: 'That plate already has a monthly pass or is banned.', code: 'plate_not_allowed' },
    });

    const banned = await insertPass(t.db, { nextRenewalDate: '2024-01-01' });
    await t.db.update(vehicles).set({ status: 'banned' }).where(eq(vehicles.id, banned.vehicleId));
    const owner = await firstRow(
      t.db.select().from(customers).where(eq(customers.id, banned.customerId)).limit(1),
    );
    const bannedEmail = wizardData({
      personal: { email: owner?.email ?? '', confirmEmail: owner?.email ?? '' },
    });
    const refused = await t.client.api.billing['create-intent'].$post({
      json: createIntentBody(bannedEmail, { captchaPass: await humanPass(t) }),
    });
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 409,
      body: { error: 'This e-mail already has a vehicle in “banned” status.', code: 'email_banned' },
    });
  });

  it('sells again to a plate whose pass has expired', async () => {
    t = await createTestApp({ now: () => NOW });
    const first = await buyOneTime(t);
    await t.db.update(subscriptions).set({ nextRenewalDate: '2025-01-01' });
    const again = await createIntent(t, first.wizard);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ carId: null });
  });

  it('reuses the provider customer of an earlier checkout with the same e-mail', async () => {
    t = await createTestApp();
    const wizard = wizardData();
    // One open checkout per e-mail: the first pass is paid before the second car's checkout starts.
    const first = await buyOneTime(t, wizard);
    const second = await createIntent(t, { ...wizard, vehicle: { ...wizard.vehicle, plate: 'SECOND1' } });
    expect(second.body.customerId).not.toBe(first.intent.body.customerId);
    const [one, two] = await t.db.select().from(checkouts).orderBy(checkouts.id);
    expect(two?.providerCustomerId).toMatch(/^cus_sbx_/);
    expect(two?.providerCustomerId).toBe(one?.providerCustomerId);
  });
});

describe('checkout: numbers in the body are plain decimal digits', () => {
  it('refuses planId "1e0", a vehicle year "0x7E4" and carId " 1" with 400 invalid_input', async () => {
    t = await createTestApp();
    const wizard = wizardData();
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['/api/billing/create-intent', { ...createIntentBody(wizard), planId: '1e0' }, 'planId', 'plan_id'],
      [
        '/api/billing/create-intent',
        createIntentBody({ ...wizard, vehicle: { ...wizard.vehicle, year: '0x7E4' } }),
        'wizardData.vehicle.year',
        'invalid_year',
      ],
      [
        '/api/billing/subscribe',
        { customerId: 'x', paymentMethod: 'pm_x', planId: 2, carId: ' 1', wizardData: wizard },
        'carId',
        'car_id',
      ],
    ];
    for (const [path, body, field, rule] of cases) {
      const res = await t.call('POST', path, { body });
      expect({ field, status: res.status, body: await res.json() }).toEqual({
        field,
        status: 400,
        body: { code: 'invalid_input', field, rule, error: expect.any(String) },
      });
    }
  });
});
