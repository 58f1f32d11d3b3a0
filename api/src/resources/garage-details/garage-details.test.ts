import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeEml, outboxMessages } from '../../../test/checkout-fixtures';
import { insertPass } from '../../../test/fixtures';
import { passStatus, portalPass, signedIn, startPortalApp } from '../../../test/portal-fixtures';
import type { TestApp } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';
import type { GarageDetails } from '../../contract/garage-details';
import { firstRow } from '../../db/rows';
import { auditLog, cards } from '../../db/schema';

// Staff set the garage's details once; the portal, e-mails and the landing's public read all show
// what they saved, and a refused edit changes nothing.

let t: TestApp;
afterEach(() => t?.cleanup());

const NEW_DETAILS: GarageDetails = {
  legal_name: 'Border Garage Holdings LLC',
  address: '200 Frontera Ave, San Ysidro, CA 92173',
  tax_id: '33-1234567',
  phone: '+1 (619) 555-0199',
  email: 'office@bordergarage.example',
  hours: { en: 'Every day, 7:00 a.m. to 9:00 p.m.', es: 'Todos los días, de 7:00 a. m. a 9:00 p. m.' },
};

const put = (token: string, body: unknown) => t.call('PUT', '/api/garage-details', { token, body });
const staffRead = async (token: string) => {
  const res = await t.call('GET', '/api/garage-details', { token });
  return { status: res.status, body: (await res.json()) as GarageDetails };
};

describe('GET and PUT /api/garage-details', () => {
  it('starts from the seeded settings, and a manager edit is what staff read next, recorded before and after', async () => {
    t = await createTestApp();
    expect(await staffRead(t.tokens.admin)).toEqual({
      status: 200,
      body: {
        legal_name: t.config.office.legalName,
        address: t.config.office.address,
        tax_id: t.config.office.taxId,
        phone: t.config.office.phone,
        email: t.config.office.email,
        hours: t.config.office.hours,
      },
    });
    const saved = await put(t.tokens.manager, { ...NEW_DETAILS, phone: '  +1 (619) 555-0199 ' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(NEW_DETAILS);
    expect((await staffRead(t.tokens.admin)).body).toEqual(NEW_DETAILS);

    const record = await t.db.select().from(auditLog).where(eq(auditLog.action, 'garage_details_changed'));
    expect(record).toHaveLength(1);
    expect(record[0]).toMatchObject({ actor: 'manager', targetType: 'garage_details', targetId: 1 });
    expect(JSON.parse(record[0]?.before ?? '{}')).toMatchObject({ phone: t.config.office.phone });
    expect(JSON.parse(record[0]?.after ?? '{}')).toMatchObject({ phone: NEW_DETAILS.phone });
  });

  it('refuses an ambassador both the read and the edit, and keeps the details', async () => {
    t = await createTestApp();
    expect((await staffRead(t.tokens.ambassador)).status).toBe(403);
    const refused = await put(t.tokens.ambassador, NEW_DETAILS);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'forbidden' });
    expect((await staffRead(t.tokens.admin)).body.phone).toBe(t.config.office.phone);
    expect((await t.call('PUT', '/api/garage-details', { body: NEW_DETAILS, cookie: '' })).status).toBe(401);
  });

  it('refuses a bad field with its rule, and loses nothing saved before', async () => {
    t = await createTestApp();
    expect((await put(t.tokens.admin, NEW_DETAILS)).status).toBe(200);
    const cases: Array<[Partial<GarageDetails> | Record<string, unknown>, string, string]> = [
      [{ phone: '   ' }, 'phone', 'garage_phone'],
      [{ email: 'not-an-address' }, 'email', 'garage_email'],
      [{ hours: { en: 'Every day', es: '' } }, 'hours.es', 'garage_hours'],
      [{ legal_name: 'x'.repeat(121) }, 'legal_name', 'garage_legal_name'],
      [{ tax_id: 'x'.repeat(41) }, 'tax_id', 'garage_tax_id'],
      [{ address: '' }, 'address', 'garage_address'],
    ];
    for (const [change, field, rule] of cases) {
      const res = await put(t.tokens.admin, { ...NEW_DETAILS, ...change });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid_input', field, rule });
    }
    expect((await staffRead(t.tokens.admin)).body).toEqual(NEW_DETAILS);
  });
});

describe('GET /api/garage-details/public', () => {
  it('gives visitors the contact and legal name, never the tax id, with an ETag that changes on an edit', async () => {
    t = await createTestApp();
    const first = await t.call('GET', '/api/garage-details/public', { cookie: '' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      legal_name: t.config.office.legalName,
      address: t.config.office.address,
      phone: t.config.office.phone,
      email: t.config.office.email,
      hours: t.config.office.hours,
    });
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await t.call('GET', '/api/garage-details/public', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    await put(t.tokens.admin, NEW_DETAILS);
    const edited = await t.call('GET', '/api/garage-details/public', { headers: { 'if-none-match': etag } });
    expect(edited.status).toBe(200);
    const body = (await edited.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ phone: NEW_DETAILS.phone, hours: NEW_DETAILS.hours });
    expect(body).not.toHaveProperty('tax_id');
  });

  it('is throttled per client', async () => {
    t = await createTestApp();
    const from = { 'x-forwarded-for': '203.0.113.40' };
    for (let i = 0; i < 240; i += 1) {
      expect((await t.call('GET', '/api/garage-details/public', { headers: from })).status).toBe(200);
    }
    const refused = await t.call('GET', '/api/garage-details/public', { headers: from });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'too_many_requests' });
    const other = await t.call('GET', '/api/garage-details/public', {
      headers: { 'x-forwarded-for': '203.0.113.41' },
    });
    expect(other.status).toBe(200);
  });
});

describe('an edit reaches what customers are told', () => {
  it("the portal's office contact shows the new phone and hours", async () => {
    const app = await startPortalApp(() => new Date('2026-03-10T18:00:00Z'));
    ({ t } = app);
    expect((await put(t.tokens.admin, NEW_DETAILS)).status).toBe(200);
    const pass = await portalPass(t, { renewal: '2026-03-20', statusKey: 'banned' });
    await signedIn(app, pass);
    expect(await passStatus(t, pass)).toMatchObject({
      next_step: 'contact_office',
      office: { phone: NEW_DETAILS.phone, email: NEW_DETAILS.email, hours: NEW_DETAILS.hours },
    });
  });

  it('the card-ready e-mail gives the new phone', async () => {
    t = await createTestApp();
    expect((await put(t.tokens.admin, NEW_DETAILS)).status).toBe(200);
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    await t.call('POST', '/api/cards/bulk', {
      token: t.tokens.admin,
      body: { location_id: 1, cards: ['90017740'] },
    });
    const card = await firstRow(t.db.select().from(cards).where(eq(cards.code, '90017740')).limit(1));
    const assigned = await t.call('PATCH', `/api/subscriptions/${pass.id}`, {
      token: t.tokens.ambassador,
      body: { card_id: card?.id, expected_card_id: null },
    });
    expect(assigned.status).toBe(200);
    const mail = outboxMessages(t)
      .map(decodeEml)
      .find((m) => m.includes('access card'));
    expect(mail).toContain(NEW_DETAILS.phone);
    expect(mail).not.toContain(t.config.office.phone);
  });
});
