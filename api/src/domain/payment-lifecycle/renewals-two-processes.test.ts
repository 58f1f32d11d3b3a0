import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buyAutopay, wizardData } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createApp } from '../../app';
import { jobLeases, releaseJobLeases } from '../../db/job-leases';
import { closeDatabase, type Database, openDatabase } from '../../db/open-database';
import { invoices } from '../../db/schema';
import { createScheduler } from '../../lib/scheduler';
import { SandboxPayments } from '../../providers/payments/sandbox/sandbox-payments';
import { databaseSandboxStore } from '../../providers/payments/sandbox/sandbox-store';

// Two API processes on one database, each with its own sandbox in memory and its own scheduler: the
// billing job's lease lets one bill at a time, and whichever does starts from what the other saved. On
// both engines: the suite's PostgreSQL run does this on one PostgreSQL database.

const DAY = 86_400_000;
let t: TestApp | undefined;
let second: Database | undefined;
afterEach(async () => {
  vi.useRealTimers();
  if (second) await closeDatabase(second);
  second = undefined;
  await t?.cleanup();
  t = undefined;
});

describe('renewals with two API processes on one database', () => {
  it('charge each due renewal once, whichever process holds the billing job', async () => {
    t = await createTestApp({}, { env: { API_PROCESSES: '2' } });
    const first = t;
    await buyAutopay(first, wizardData());
    second = openDatabase(first.config.databaseUrl ?? first.config.databasePath);
    const otherSandbox = new SandboxPayments({
      enabled: true,
      log: () => {},
      timeZone: first.config.garageTz,
      store: databaseSandboxStore(second, { shared: true }),
    });
    await otherSandbox.ready;
    createApp({
      db: second,
      config: first.config,
      payments: otherSandbox,
      mail: first.mail,
      captcha: first.captcha,
      log: () => {},
    });
    const processes = [
      { db: first.db, sandbox: first.sandbox as SandboxPayments, holder: 'first' },
      { db: second, sandbox: otherSandbox, holder: 'second' },
    ].map(({ db, sandbox, holder }) => ({
      db,
      holder,
      scheduler: createScheduler({
        intervalMs: 60_000,
        jobs: [{ name: 'sandbox billing', run: async () => sandbox.runDue() }],
        claim: jobLeases(db, { holder, leaseMs: 60_000 }),
      }),
    }));
    const paid = async () =>
      (await first.db.select().from(invoices).where(eq(invoices.statusKey, 'paid'))).length;
    const ticks = async () => {
      for (let i = 0; i < 3; i++) await Promise.all(processes.map(({ scheduler }) => scheduler.runOnce()));
    };
    expect(await paid()).toBe(1);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * DAY });
    await ticks();
    expect(await paid()).toBe(2);

    // The holder stops (a deploy): the other process takes the job over and bills the next month once.
    const holder = processes[0]?.holder === 'first' ? processes[0] : processes[1];
    for (const p of processes) await releaseJobLeases(p.db, p.holder);
    vi.setSystemTime(Date.now() + 30 * DAY);
    const others = processes.filter((p) => p !== holder);
    for (let i = 0; i < 3; i++) for (const p of others) await p.scheduler.runOnce();
    await ticks();
    expect(await paid()).toBe(3);
  });
});
