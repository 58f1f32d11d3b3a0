import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventActions, insertCard, insertPass } from '../../../test/fixtures';
import { recordingMail } from '../../../test/recording-mail';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type CustomerImportResponse, IMPORT_COLUMNS } from '../../contract/customer-import';
import { firstRow } from '../../db/rows';
import { customers, linkTokens, locations, subscriptions, vehicles } from '../../db/schema';
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

const HEADER =
  'first_name,last_name,email,phone,language,plate,vehicle_type,make,model,year,color,plan,start_date,next_renewal_date,card_number';
const ROWS = [
  'Ana,Ruiz,ana@example.com,6195550101,es,ANA1,car,Toyota,Corolla,2018,Blue,1,2025-06-01,2026-03-31,',
  '"Lee, Jr.",Park,lee@example.com,6195550102,en,LEE2,motorcycle,Honda,CB500,2021,,2,4/1/2025,3/31/2026,000777',
];
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

const importCsv = (text: string, dryRun: boolean, token = t.tokens.ambassador) =>
  t.call('POST', '/api/clients/import', { token, body: { csv: text, dryRun } });
const json = async <T>(res: Response) => (await res.json()) as T & { code?: string; field?: string };
const customerCount = async () => (await t.db.select().from(customers)).length;

describe('POST /api/clients/import', () => {
  it('dry run: answers each row with its fate and writes nothing', async () => {
    await insertCard(t.db, '000777');
    const res = await importCsv(csv(...ROWS, 'X,,bad-email,12,,??,,,,,,9,2026-13-01,,'), true);
    expect(res.status).toBe(200);
    const body = await json<CustomerImportResponse>(res);
    expect(body).toMatchObject({
      dry_run: true,
      delimiter: ',',
      created: 2,
      already_imported: 0,
      invalid: 1,
    });
    expect(body.rows[0]).toMatchObject({
      row: 2,
      status: 'ok',
      name: 'Ana Ruiz',
      plate: 'ANA1',
      plan: 'Monthly pass',
      next_renewal_date: '2026-03-31',
      card_status: null,
    });
    expect(body.rows[1]).toMatchObject({
      row: 3,
      status: 'ok',
      name: 'Lee, Jr. Park',
      start_date: '2025-04-01',
      next_renewal_date: '2026-03-31',
      card_status: 'assigned',
    });
    const bad = body.rows[2];
    expect(bad?.status).toBe('error');
    expect(bad?.errors).toEqual(
      expect.arrayContaining([
        { field: 'first_name', code: 'min_two_letters' },
        { field: 'email', code: 'invalid_email' },
        { field: 'phone', code: 'min_seven_digits' },
        { field: 'plate', code: 'plate_format' },
        { field: 'make', code: 'make_required' },
        { field: 'plan', code: 'plan_not_found' },
        { field: 'start_date', code: 'start_date_format' },
      ]),
    );
    expect(await customerCount()).toBe(0);
    expect(mails).toHaveLength(0);
  });

  it('real run: refuses the whole file when a row is invalid', async () => {
    const res = await importCsv(
      csv(...ROWS, 'Bo,Li,bo@example.com,6195550103,,BO3,,Kia,Rio,2020,,1,2026-01-01,2026-01-31,'),
      false,
    );
    expect([res.status, (await json(res)).code]).toEqual([422, 'import_has_errors']);
    expect(await customerCount()).toBe(0);
    expect(await eventActions(t.db)).toEqual([]);
  });

  it('real run: creates every row with its pass and invite, and a second import adds nothing', async () => {
    const res = await importCsv(csv(...ROWS), false);
    const body = await json<CustomerImportResponse>(res);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ dry_run: false, created: 2, already_imported: 0, invalid: 0 });
    expect(body.rows.map((row) => row.status)).toEqual(['created', 'created']);
    const passes = await t.db.select().from(subscriptions);
    expect(passes.map((p) => [p.statusKey, p.autopay, p.nextRenewalDate])).toEqual([
      ['active', false, '2026-03-31'],
      ['active', false, '2026-03-31'],
    ]);
    expect((await t.db.select().from(customers)).every((c) => c.invitePending)).toBe(true);
    expect(await eventActions(t.db)).toEqual(['Customer added', 'Customer added']);
    await t.drain();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['ana@example.com', 'Confirme su correo para ver su pase de estacionamiento'],
      ['lee@example.com', 'Confirm your e-mail to see your parking pass'],
    ]);

    const again = await json<CustomerImportResponse>(await importCsv(csv(...ROWS), false));
    expect(again).toMatchObject({ created: 0, already_imported: 2, invalid: 0 });
    expect(again.rows.map((row) => row.status)).toEqual(['already_imported', 'already_imported']);
    await t.drain();
    expect(await customerCount()).toBe(2);
    expect(mails).toHaveLength(2);
    expect(await t.db.select().from(linkTokens)).toHaveLength(2);
  });

  it("reads Excel's semicolon export with a BOM, quoted line breaks and M/D/YYYY dates", async () => {
    const excel = `\uFEFF${HEADER.replaceAll(',', ';')}\r\n${[
      'Ana;Ruiz;ana@example.com;6195550101;es;ANA1;car;Toyota;Corolla;2018;"Blue;\r\nlight";1;6/1/2025;3/31/2026;',
      'Bo;Li;bo@example.com;6195550103;en;BO3;car;Kia;Rio;2020;;Monthly pass – Autopay;2025-06-01;2026-04-30;',
    ].join('\r\n')}\r\n\r\n`;
    const body = await json<CustomerImportResponse>(await importCsv(excel, true));
    expect(body).toMatchObject({ delimiter: ';', created: 2, invalid: 0 });
    expect(body.rows.map((row) => [row.row, row.start_date, row.plan])).toEqual([
      [2, '2025-06-01', 'Monthly pass'],
      [4, '2025-06-01', 'Monthly pass – Autopay'],
    ]);
  });

  it('reports what is already on file and duplicates inside the file, per row', async () => {
    await insertPass(t.db, { email: 'taken@example.com', plate: 'LIVE1', nextRenewalDate: '2026-03-30' });
    await insertCard(t.db, '000777', { statusKey: 'lost' });
    const rows = [
      'Ana,Ruiz,taken@example.com,6195550101,es,ANA1,car,Toyota,Corolla,2018,,1,2025-06-01,2026-03-31,',
      'Bo,Li,bo@example.com,6195550103,,live1,,Kia,Rio,2020,,1,2025-06-01,2026-03-31,000777',
      'Cy,Ng,cy@example.com,6195550104,,CY4,,Kia,Rio,2020,,1,2025-06-01,2026-03-01,',
      'Di,Ox,dd@example.com,6195550105,,DD5,,Kia,Rio,2020,,1,2025-06-01,2026-03-31,',
      'Ed,Ox,DD@example.com,6195550106,,DD5,,Kia,Rio,2020,,1,2025-06-01,2026-03-31,',
      'Test,Driver,taken@example.com,6195550101,,LIVE1,,Toyota,Corolla,2020,,1,2025-01-01,2026-03-30,',
    ];
    const body = await json<CustomerImportResponse>(await importCsv(csv(...rows), true));
    expect(body.rows.map((row) => [row.status, row.errors])).toEqual([
      ['error', [{ field: 'email', code: 'email_taken' }]],
      [
        'error',
        [
          { field: 'plate', code: 'plate_has_pass' },
          { field: 'card_number', code: 'card_not_available' },
        ],
      ],
      ['error', [{ field: 'next_renewal_date', code: 'renewal_in_past' }]],
      ['ok', []],
      [
        'error',
        [
          { field: 'email', code: 'duplicate_in_file' },
          { field: 'plate', code: 'duplicate_in_file' },
        ],
      ],
      ['already_imported', []],
    ]);
  });

  it('reports every problem of a row at once: its own field rules and what is on file', async () => {
    await insertPass(t.db, { email: 'taken@example.com', plate: 'LIVE1', nextRenewalDate: '2026-03-30' });
    await insertCard(t.db, '000777', { statusKey: 'lost' });
    const rows = [
      // A bad phone and an unknown plan beside an e-mail and a plate already taken, a lapsed renewal
      // and a card that is not in stock.
      'Ana,Ruiz,taken@example.com,12,es,live1,car,Toyota,Corolla,2018,,9,2025-06-01,2026-03-01,000777',
      // A bad e-mail: the plate used by the row above is still a duplicate.
      'Bo,Li,not-an-email,6195550103,,LIVE1,,Kia,Rio,2020,,1,2025-06-01,2026-03-31,',
    ];
    const body = await json<CustomerImportResponse>(await importCsv(csv(...rows), true));
    expect(body.rows.map((row) => row.status)).toEqual(['error', 'error']);
    expect(body.rows[0]?.errors).toEqual([
      { field: 'phone', code: 'min_seven_digits' },
      { field: 'plan', code: 'plan_not_found' },
      { field: 'email', code: 'email_taken' },
      { field: 'plate', code: 'plate_has_pass' },
      { field: 'next_renewal_date', code: 'renewal_in_past' },
      { field: 'card_number', code: 'card_not_available' },
    ]);
    expect(body.rows[1]?.errors).toEqual([
      { field: 'email', code: 'invalid_email' },
      { field: 'plate', code: 'duplicate_in_file' },
      { field: 'plate', code: 'plate_has_pass' },
    ]);
  });

  it("reads an optional plate_state column: 'US-CA', 'us ca', 'MX-BCN' or empty; another place is the row's error", async () => {
    const header = HEADER.replace(',plate,', ',plate,plate_state,');
    const rows = [
      'Ana,Ruiz,ana@example.com,6195550101,es,ANA1,US-CA,car,Toyota,Corolla,2018,,1,2025-06-01,2026-03-31,',
      'Bo,Li,bo@example.com,6195550103,,BO3,us ca,,Kia,Rio,2020,,1,2025-06-01,2026-03-31,',
      'Cy,Ng,cy@example.com,6195550104,,CY4,MX-BCN,,Kia,Rio,2020,,1,2025-06-01,2026-03-31,',
      'Di,Ox,dd@example.com,6195550105,,DD5,,,Kia,Rio,2020,,1,2025-06-01,2026-03-31,',
      'Ed,Ox,ed@example.com,6195550106,,ED6,Baja,,Kia,Rio,2020,,1,2025-06-01,2026-03-31,',
    ];
    const text = [header, ...rows].join('\r\n');
    const dry = await json<CustomerImportResponse>(await importCsv(text, true));
    expect(dry.rows.map((row) => [row.status, row.errors])).toEqual([
      ['ok', []],
      ['ok', []],
      ['ok', []],
      ['ok', []],
      ['error', [{ field: 'plate_state', code: 'plate_region' }]],
    ]);

    const real = await json<CustomerImportResponse>(
      await importCsv([header, ...rows.slice(0, 4)].join('\n'), false),
    );
    expect(real).toMatchObject({ created: 4, invalid: 0 });
    const stateOf = async (plate: string) =>
      (await firstRow(t.db.select().from(vehicles).where(eq(vehicles.plate, plate)).limit(1)))?.plateState;
    expect(await Promise.all(['ANA1', 'BO3', 'CY4', 'DD5'].map(stateOf))).toEqual([
      'US-CA',
      'US-CA',
      'MX-BCN',
      null,
    ]);
  });

  it('reads a file laid out in the listed column order whose rows stop before plate_state (the sample, older files)', async () => {
    const header = IMPORT_COLUMNS.map((column) => column.name).join(',');
    const rows = [
      'Ana,Ruiz,ana.ruiz@example.com,+1,619 555 0101,en,ABC123,car,Toyota,Corolla,2018,Blue,1,2025-06-01,2026-12-31,',
      '"Luis Alberto",Gómez,luis.gomez@example.com,+52,656 555 0102,es,XYZ789,motorcycle,Honda,CB500,2021,,Monthly pass,4/15/2025,12/14/2026,',
    ];
    const body = await json<CustomerImportResponse>(await importCsv([header, ...rows].join('\r\n'), true));
    expect(body.rows.map((row) => [row.status, row.errors])).toEqual([
      ['ok', []],
      ['ok', []],
    ]);
  });

  it('flags rows beyond the online limit and still imports them, with a checklist event', async () => {
    await t.db.update(locations).set({ onlineSalesSpaces: 1 });
    const dry = await json<CustomerImportResponse>(await importCsv(csv(...ROWS), true));
    expect(dry.rows.map((row) => row.over_capacity)).toEqual([false, true]);
    expect(dry.over_capacity).toBe(true);
    const real = await json<CustomerImportResponse>(await importCsv(csv(...ROWS), false));
    expect(real.rows.map((row) => [row.status, row.over_capacity])).toEqual([
      ['created', false],
      ['created', true],
    ]);
    expect(await eventActions(t.db)).toEqual(['Customer added', 'Customer added', 'Online limit exceeded']);
  });

  it('refuses a file it cannot use: missing columns, no CSV, too many rows', async () => {
    const missing = await importCsv('first_name,email\nAna,ana@example.com', true);
    expect([missing.status, await json(missing)]).toMatchObject([400, { code: 'csv_columns_missing' }]);
    const notCsv = await importCsv('hello', true);
    expect(notCsv.status).toBe(400);
    const many = csv(
      ...Array.from(
        { length: 5001 },
        (_, i) => `A${i},B,a${i}@x.co,6195550101,,P${i},,K,R,2020,,1,2025-01-01,2026-04-01,`,
      ),
    );
    const tooMany = await importCsv(many, true);
    expect([tooMany.status, (await json(tooMany)).code]).toEqual([400, 'csv_too_many_rows']);
    const empty = await importCsv('  ', true);
    expect([empty.status, await json(empty)]).toMatchObject([400, { code: 'invalid_input', field: 'csv' }]);
  });

  it('takes a file over the usual 256 KiB body limit', async () => {
    const rows = Array.from(
      { length: 3000 },
      (_, i) =>
        `Name${i},Surname,person${i}@example.com,6195550101,en,PL${i},car,Toyota,Corolla,2018,Blue,1,2025-06-01,2026-03-31,`,
    );
    const text = csv(...rows);
    expect(text.length).toBeGreaterThan(256 * 1024);
    const res = await importCsv(text, true);
    expect(res.status).toBe(200);
    expect((await json<CustomerImportResponse>(res)).created).toBe(3000);
  });
});
