import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventActions, insertCard, insertPass } from '../../../test/fixtures';
import { recordingMail } from '../../../test/recording-mail';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { NewCustomerInput, NewCustomerResponse } from '../../contract/customer-import';
import { firstRow } from '../../db/rows';
import { cards, customers, events, locations, subscriptions } from '../../db/schema';
import type { MailMessage } from '../../providers/mail/mail-provider';

// 10:00 on 2026-03-10 in the garage's zone (America/Los_Angeles).
const NOW = new Date('2026-03-10T17:00:00Z');

let t: TestApp;
let mails: MailMessage[];
beforeEach(async () => {
  mails = [];
  t = await createTestApp({ now: () => NOW, mail: recordingMail(() => mails) });
});
afterEach(() => t.cleanup());

const PARKER: NewCustomerInput = {
  first_name: 'Lucía',
  last_name: 'Gómez',
  email: 'Lucia.Gomez@Example.com',
  phone_dial: '+52',
  phone: '656 555 0101',
  language: 'es',
  vehicle: { type: 'car', make: 'Nissan', model: 'Versa', year: 2019, color: 'Gris', plate: 'abc123' },
  plan_id: 1,
  start_date: '2025-11-15',
  next_renewal_date: '2026-04-14',
  card_code: null,
};

const post = (body: unknown, token = t.tokens.ambassador) => t.call('POST', '/api/clients', { token, body });
const json = async <T>(res: Response) => (await res.json()) as T & { code?: string; field?: string };

describe('POST /api/clients', () => {
  it('adds the customer with an active pass, autopay off, invite pending, and e-mails the invite in their language', async () => {
    const res = await post(PARKER);
    expect(res.status, await res.clone().text()).toBe(201);
    const body = await json<NewCustomerResponse>(res);
    expect(body).toMatchObject({ card_status: null, over_capacity: false, invite_sent: true });

    const customer = await firstRow(
      t.db.select().from(customers).where(eq(customers.id, body.customer_id)).limit(1),
    );
    expect(customer).toMatchObject({ email: 'lucia.gomez@example.com', invitePending: true, language: 'es' });
    const pass = await firstRow(
      t.db.select().from(subscriptions).where(eq(subscriptions.id, body.subscription_id)).limit(1),
    );
    expect(pass).toMatchObject({
      statusKey: 'active',
      autopay: false,
      startDate: '2025-11-15',
      currentPeriodStart: '2026-03-15',
      nextRenewalDate: '2026-04-14',
      locationId: 1,
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('lucia.gomez@example.com');
    expect(mails[0]?.subject).toBe('Confirme su correo para ver su pase de estacionamiento');
    expect(mails[0]?.text).toContain('ABC123');
    expect(mails[0]?.text).toMatch(/\/payments\?invite=/);
    expect(await eventActions(t.db)).toEqual(['Customer added']);
  });

  it("stores where the plate was issued, as its code ('mx-bcn'), and refuses a place that is none", async () => {
    const res = await post({ ...PARKER, vehicle: { ...PARKER.vehicle, plateState: 'mx-bcn' } });
    expect(res.status).toBe(201);
    const { customer_id } = await json<NewCustomerResponse>(res);
    const profile = await json<{ vehicles: { plate: string; plate_state: string | null }[] }>(
      await t.call('GET', `/api/clients/${customer_id}/profile`, { token: t.tokens.ambassador }),
    );
    expect(profile.vehicles).toEqual([expect.objectContaining({ plate: 'ABC123', plate_state: 'MX-BCN' })]);

    const wrong = await post({
      ...PARKER,
      email: 'other@example.com',
      vehicle: { ...PARKER.vehicle, plate: 'OTHER1', plateState: 'Baja' },
    });
    expect([wrong.status, await json(wrong)]).toMatchObject([
      400,
      { code: 'invalid_input', field: 'vehicle.plateState', rule: 'plate_region' },
    ]);
  });

  it('counts the pass against the online limit, and past the limit adds it with a warning and an event', async () => {
    await t.db.update(locations).set({ onlineSalesSpaces: 1 });
    const first = await json<NewCustomerResponse>(await post(PARKER));
    expect(first.over_capacity).toBe(false);
    const inventory = await t.call('GET', '/api/locations/1/inventory', { token: t.tokens.admin });
    const availability = await json<{ availables: number }>(inventory);
    expect(availability.availables).toBe(0);

    const second = await post({
      ...PARKER,
      email: 'second@example.com',
      vehicle: { ...PARKER.vehicle, plate: 'XYZ9' },
    });
    expect(second.status).toBe(201);
    expect((await json<NewCustomerResponse>(second)).over_capacity).toBe(true);
    expect(await eventActions(t.db)).toEqual(['Customer added', 'Customer added', 'Online limit exceeded']);
  });

  it('gives the customer the stock card with that number, and reports a number the inventory lacks', async () => {
    const card = await insertCard(t.db, '000451');
    const given = await json<NewCustomerResponse>(await post({ ...PARKER, card_code: '000451' }));
    expect(given.card_status).toBe('assigned');
    expect(await firstRow(t.db.select().from(cards).where(eq(cards.id, card.id)).limit(1))).toMatchObject({
      statusKey: 'assigned',
      subscriptionId: given.subscription_id,
    });
    const unknown = await json<NewCustomerResponse>(
      await post({
        ...PARKER,
        email: 'b@example.com',
        vehicle: { ...PARKER.vehicle, plate: 'B2' },
        card_code: '999',
      }),
    );
    expect(unknown.card_status).toBe('unknown');
    const taken = await post({
      ...PARKER,
      email: 'c@example.com',
      vehicle: { ...PARKER.vehicle, plate: 'C3' },
      card_code: '000451',
    });
    expect([taken.status, (await json(taken)).code]).toEqual([409, 'card_not_available']);
  });

  it('refuses an e-mail already on file, a plate with an active pass and a pass that has ended, with the field', async () => {
    await insertPass(t.db, { email: 'taken@example.com', plate: 'LIVE1', nextRenewalDate: '2026-03-30' });
    const email = await post({ ...PARKER, email: 'TAKEN@example.com' });
    expect([email.status, await json(email)]).toMatchObject([409, { code: 'email_taken', field: 'email' }]);
    const plate = await post({ ...PARKER, vehicle: { ...PARKER.vehicle, plate: 'live1' } });
    expect([plate.status, await json(plate)]).toMatchObject([
      409,
      { code: 'plate_has_pass', field: 'vehicle.plate' },
    ]);
    const ended = await post({ ...PARKER, start_date: '2026-01-01', next_renewal_date: '2026-03-09' });
    expect([ended.status, await json(ended)]).toMatchObject([
      422,
      { code: 'renewal_in_past', field: 'next_renewal_date' },
    ]);
    const plan = await post({ ...PARKER, plan_id: 99 });
    expect([plan.status, (await json(plan)).code]).toEqual([404, 'plan_not_found']);
    expect(await t.db.select().from(events)).toHaveLength(0);
    expect(mails).toHaveLength(0);
  });

  it('checks the fields with the wizard rules and answers the field and rule', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...PARKER, first_name: 'L' }, 'first_name', 'min_two_letters'],
      [{ ...PARKER, phone: '12' }, 'phone', 'min_seven_digits'],
      [{ ...PARKER, vehicle: { ...PARKER.vehicle, plate: 'ÑÑ!' } }, 'vehicle.plate', 'plate_format'],
      [{ ...PARKER, vehicle: { ...PARKER.vehicle, year: 1800 } }, 'vehicle.year', 'invalid_year'],
      [{ ...PARKER, start_date: '3/1/2026' }, 'start_date', 'start_date_format'],
      [{ ...PARKER, next_renewal_date: '2025-10-01' }, 'next_renewal_date', 'renewal_before_start'],
      [{ ...PARKER, card_code: 'A-1' }, 'card_code', 'card_code_format'],
      [{ ...PARKER, language: 'fr' }, 'language', 'language'],
    ];
    for (const [body, field, rule] of cases) {
      const res = await post(body);
      expect([res.status, await json(res)], field).toMatchObject([
        400,
        { code: 'invalid_input', field, rule },
      ]);
    }
  });

  it('lets admins add customers too, and no one signed out', async () => {
    expect((await post(PARKER, t.tokens.admin)).status).toBe(201);
    expect((await t.call('POST', '/api/clients', { body: PARKER })).status).toBe(401);
  });

  it('still adds the customer when the invite cannot be sent, and lets them ask for it at once', async () => {
    const failing = await createTestApp({
      now: () => NOW,
      mail: {
        kind: 'outbox',
        send: async () => Promise.reject(new Error('SMTP down')),
        checkHealth: async () => true,
      },
    });
    try {
      const res = await failing.call('POST', '/api/clients', {
        token: failing.tokens.ambassador,
        body: PARKER,
      });
      const body = await json<NewCustomerResponse>(res);
      expect([res.status, body.invite_sent]).toEqual([201, false]);
      const customer = await firstRow(
        failing.db.select().from(customers).where(eq(customers.id, body.customer_id)).limit(1),
      );
      expect(customer).toMatchObject({ invitePending: true, inviteSentAt: null });
    } finally {
      await failing.cleanup();
    }
  });
});
