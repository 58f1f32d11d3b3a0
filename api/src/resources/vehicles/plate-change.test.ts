import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventActions, insertPass } from '../../../test/fixtures';
import { recordingMail } from '../../../test/recording-mail';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { PlateChangeResponse } from '../../contract/admin-customers';
import { firstRow } from '../../db/rows';
import { customers, events, vehicles } from '../../db/schema';
import type { MailMessage } from '../../providers/mail/mail-provider';

// Staff change a vehicle's plate (issue 31, item 6): the plate rule, stored without spaces or dashes,
// refused when another live pass or a banned vehicle has it, recorded and e-mailed to the customer.

let t: TestApp;
let mails: MailMessage[];
beforeEach(async () => {
  mails = [];
  t = await createTestApp({ mail: recordingMail(() => mails) });
});
afterEach(() => t.cleanup());

const change = (vehicleId: number, plate: unknown, token: string | null = t.tokens.ambassador) =>
  t.call('PUT', `/api/vehicles/${vehicleId}/plate`, { ...(token ? { token } : {}), body: { plate } });
const plateOf = async (vehicleId: number) =>
  (await firstRow(t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId)).limit(1)))?.plate;
const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;
const allowed = async (plate: string) =>
  ((await (await t.call('GET', `/api/vehicles/check?plate=${plate}`)).json()) as { allowed: boolean })
    .allowed;

describe('PUT /api/vehicles/:id/plate', () => {
  it('changes the plate, normalised, records who did it and e-mails the customer in their language', async () => {
    const pass = await insertPass(t.db, {
      nextRenewalDate: '2099-01-01',
      plate: 'OLD123',
      firstName: 'Lucía',
    });
    await t.db.update(customers).set({ language: 'es' }).where(eq(customers.id, pass.customerId));

    const res = await change(pass.vehicleId, ' new-12 3 ');
    expect(res.status).toBe(200);
    expect((await res.json()) as PlateChangeResponse).toMatchObject({
      vehicle: { id: pass.vehicleId, plate: 'NEW123' },
      previous_plate: 'OLD123',
      changed: true,
    });
    expect(await plateOf(pass.vehicleId)).toBe('NEW123');
    // The pass is now the new plate's: signup refuses it and frees the old one.
    expect(await allowed('NEW123')).toBe(false);
    expect(await allowed('OLD123')).toBe(true);

    const event = await firstRow(t.db.select().from(events).orderBy(desc(events.id)).limit(1));
    expect(event).toMatchObject({ action: 'Plate changed', actor: 'ambassador' });
    expect(JSON.parse(event?.payload ?? '{}')).toEqual({
      client_id: pass.customerId,
      subscription_id: pass.id,
      customer: 'Lucía Driver',
      plate: 'NEW123',
      previous_plate: 'OLD123',
      type: 'car',
    });

    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const customer = await firstRow(
      t.db.select().from(customers).where(eq(customers.id, pass.customerId)).limit(1),
    );
    expect(mail?.to).toBe(customer?.email);
    expect(mail?.subject).toBe('Se cambió la placa de su pase de estacionamiento – NEW123');
    expect(mail?.text).toContain('cambió la placa de su vehículo de OLD123 a NEW123');
    expect(mail?.text).toContain('use la placa nueva con su correo para iniciar sesión');
    expect(mail?.text).toContain(`Teléfono: ${t.config.office.phone}`);
    expect(mail?.text).toMatch(/Abrir la página de pagos: http\S+\/payments/);
    expect(mail?.text).not.toMatch(/\b(The|your|plate was)\b/);
  });

  it('writes to an English customer in English', async () => {
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'ENG1' });
    expect((await change(pass.vehicleId, 'ENG2')).status).toBe(200);
    expect(mails[0]?.subject).toBe('The plate on your parking pass was changed – ENG2');
    expect(mails[0]?.text).toContain('changed the plate of your vehicle from ENG1 to ENG2');
  });

  it('refuses a plate another live pass, a banned vehicle or another vehicle on file has, and a banned vehicle', async () => {
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'MINE1' });
    await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'LIVE1' });
    const banned = await insertPass(t.db, {
      nextRenewalDate: '2099-01-01',
      plate: 'BAN1',
      statusKey: 'banned',
    });
    await t.db.update(vehicles).set({ status: 'banned' }).where(eq(vehicles.id, banned.vehicleId));
    await insertPass(t.db, { nextRenewalDate: '2024-01-01', plate: 'GONE1', statusKey: 'canceled' });
    const before = (await eventActions(t.db)).length;

    for (const [plate, code] of [
      ['live-1', 'plate_not_allowed'],
      ['BAN1', 'plate_not_allowed'],
      ['GONE1', 'plate_on_file'],
    ] as const) {
      const res = await change(pass.vehicleId, plate);
      expect([res.status, await codeOf(res)], plate).toEqual([409, code]);
    }
    const own = await change(banned.vehicleId, 'FREE9');
    expect([own.status, await codeOf(own)]).toEqual([409, 'vehicle_banned']);

    const format = await change(pass.vehicleId, 'AB.12');
    expect([format.status, await format.json()]).toMatchObject([
      400,
      { code: 'invalid_input', field: 'plate', rule: 'plate_format' },
    ]);
    const tooLong = await change(pass.vehicleId, 'A'.repeat(16));
    expect(tooLong.status).toBe(400);
    const missing = await change(99999, 'FREE9');
    expect([missing.status, await codeOf(missing)]).toEqual([404, 'vehicle_not_found']);
    // The capability table: admin has no profile_edit; nobody signed out may try.
    const admin = await change(pass.vehicleId, 'FREE9', t.tokens.admin);
    expect([admin.status, await codeOf(admin)]).toEqual([403, 'forbidden']);
    expect((await change(pass.vehicleId, 'FREE9', null)).status).toBe(401);

    expect([await plateOf(pass.vehicleId), await plateOf(banned.vehicleId)]).toEqual(['MINE1', 'BAN1']);
    expect(await eventActions(t.db)).toHaveLength(before);
    expect(mails).toEqual([]);
  });

  it('answers the same plate as no change: nothing recorded, nobody e-mailed', async () => {
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'SAME1' });
    const res = await change(pass.vehicleId, 'same-1');
    expect(res.status).toBe(200);
    expect((await res.json()) as PlateChangeResponse).toMatchObject({
      previous_plate: 'SAME1',
      changed: false,
    });
    expect(await eventActions(t.db)).not.toContain('Plate changed');
    expect(mails).toEqual([]);
  });

  it("takes the new plate's state with it ('us ca' as US-CA), keeps the one on file when none is sent, and refuses a place that is none", async () => {
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'STATE1' });
    await t.db.update(vehicles).set({ plateState: 'MX-BCN' }).where(eq(vehicles.id, pass.vehicleId));
    const put = (body: Record<string, unknown>) =>
      t.call('PUT', `/api/vehicles/${pass.vehicleId}/plate`, { token: t.tokens.ambassador, body });
    const stateOf = async () =>
      (await firstRow(t.db.select().from(vehicles).where(eq(vehicles.id, pass.vehicleId)).limit(1)))
        ?.plateState;

    const moved = await put({ plate: 'STATE2', plate_state: 'us ca' });
    expect(((await moved.json()) as PlateChangeResponse).vehicle).toMatchObject({
      plate: 'STATE2',
      plate_state: 'US-CA',
    });
    expect((await put({ plate: 'STATE3' })).status).toBe(200);
    expect(await stateOf()).toBe('US-CA');

    // The same plate with its state corrected: stored, but nothing the customer signs in with moved.
    const mailsBefore = mails.length;
    const corrected = await put({ plate: 'STATE3', plate_state: 'MX-SON' });
    expect((await corrected.json()) as PlateChangeResponse).toMatchObject({
      vehicle: { plate: 'STATE3', plate_state: 'MX-SON' },
      changed: false,
    });
    expect(mails).toHaveLength(mailsBefore);

    const wrong = await put({ plate: 'STATE4', plate_state: 'MX-XX' });
    expect([wrong.status, await wrong.json()]).toMatchObject([
      400,
      { code: 'invalid_input', field: 'plate_state', rule: 'plate_region' },
    ]);
    expect([await plateOf(pass.vehicleId), await stateOf()]).toEqual(['STATE3', 'MX-SON']);
  });

  it('still changes the plate when the e-mail cannot be sent', async () => {
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01', plate: 'MAIL1' });
    t.mail.send = async () => {
      throw new Error('SMTP down');
    };
    const res = await change(pass.vehicleId, 'MAIL2');
    expect(res.status).toBe(200);
    expect(await plateOf(pass.vehicleId)).toBe('MAIL2');
    expect(await eventActions(t.db)).toContain('Plate changed');
  });
});
