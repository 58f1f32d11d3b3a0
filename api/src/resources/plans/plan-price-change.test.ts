import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { advanceClockTo, clockNow } from '../../../test/autopay-fixtures';
import { buyAutopay, decodeEml, outboxMessages, wizardData } from '../../../test/checkout-fixtures';
import { signIn } from '../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addDays, type CalendarDate, todayInTimeZone } from '../../contract/calendar-date';
import { discountedCents } from '../../contract/discounted-price';
import type { PlanUpdateInput } from '../../contract/plan-input';
import type { StaffPlan } from '../../contract/plan-price-change';
import type { SubscriptionResponse } from '../../contract/portal';
import type { SandboxClockResponse } from '../../contract/sandbox-payments';
import { firstRow } from '../../db/rows';
import { auditLog, customers, subscriptions } from '../../db/schema';
import { providerNextCharge } from '../../domain/billing/next-autopay-charge';
import { applyDuePriceChanges } from '../../domain/billing/plan-price-change';
import { passById } from '../../domain/passes/portal-pass';
import { appClock } from '../../lib/app-clock';

// A staff price change over the sandbox's own clock: real autopay purchases, the job run as the
// scheduler runs it between days, the renewals the sandbox bills, and what the portal promised.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const deps = () => ({
  db: t.db,
  config: t.config,
  now: appClock(t.payments),
  mail: t.mail,
  log: () => {},
  payments: t.payments,
});

const AUTOPAY_PLAN: PlanUpdateInput = {
  name: 'Monthly pass – Autopay',
  price_cents: 30000,
  autopay: true,
  duration_months: 1,
  discount_percent: 12,
};

const changePrice = (body: Partial<PlanUpdateInput>, id = 2) =>
  t.call('PUT', `/api/plans/${id}`, { token: t.tokens.admin, body: { ...AUTOPAY_PLAN, ...body } });

const priceMails = (email: string) =>
  outboxMessages(t)
    .map(decodeEml)
    .filter((message) => message.includes(`To: ${email}`) && /price|precio/i.test(subjectOf(message)));

const subjectOf = (message: string | undefined) => /^Subject: (.*)$/m.exec(message ?? '')?.[1] ?? '';

const today = async () => todayInTimeZone(t.config.garageTz, await clockNow(t));

async function autopayBuyer(language: 'en' | 'es') {
  const bought = await buyAutopay(t, wizardData());
  expect(bought.subscribed.status).toBe(200);
  const email = bought.wizard.personal.email;
  await t.db.update(customers).set({ language }).where(eq(customers.email, email));
  const customer = await firstRow(t.db.select().from(customers).where(eq(customers.email, email)).limit(1));
  const subscription = await firstRow(
    t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customer?.id ?? 0))
      .limit(1),
  );
  return {
    email,
    plate: bought.wizard.vehicle.plate,
    id: subscription?.id ?? 0,
    providerId: subscription?.providerSubscriptionId ?? '',
  };
}

describe('a staff price change of the autopay plan', () => {
  it('refuses an effective date less than 30 days away, with a code and the earliest date', async () => {
    await autopayBuyer('en');
    const earliest = addDays(await today(), 30);
    const res = await changePrice({ price_effective_date: addDays(earliest, -1) });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'price_change_too_soon', earliest_date: earliest });
    const plans = (await (
      await t.call('GET', '/api/plans?scope=all', { token: t.tokens.admin })
    ).json()) as StaffPlan[];
    expect(plans.find((plan) => plan.id === 2)).toMatchObject({
      price_cents: 25000,
      pending_price_change: null,
    });
  });

  it('changes a plan nobody is on autopay with at once, with no notice and no date', async () => {
    await autopayBuyer('en');
    const res = await changePrice(
      { name: 'Monthly pass', autopay: false, discount_percent: 0, price_cents: 26000 },
      1,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ price_cents: 26000, pending_price_change: null });
  });

  it('e-mails each autopay customer once in their language, bills the old price before the date and the new one from it, as the portal promised', async () => {
    // Late morning at the garage, so each day's step ends after that day's 06:00 renewals.
    const now = await clockNow(t);
    await advanceClockTo(
      t,
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 19)),
    );
    const english = await autopayBuyer('en');
    const spanish = await autopayBuyer('es');
    const effective = addDays(await today(), 45);

    const res = await changePrice({ price_effective_date: effective });
    expect(res.status).toBe(200);
    const plan = (await res.json()) as StaffPlan;
    expect(plan.price_cents).toBe(30000);
    expect(plan.pending_price_change).toEqual({
      old_price_cents: 25000,
      new_price_cents: 30000,
      effective_date: effective,
      notices_sent: 2,
    });

    const audit = await firstRow(t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1));
    expect(audit?.action).toBe('plan_updated');
    expect(JSON.parse(audit?.after ?? '{}')).toMatchObject({
      priceCents: 30000,
      pending_price_change: { effective_date: effective, notices_sent: 2 },
    });

    const [englishMail, ...moreEnglish] = priceMails(english.email);
    expect(moreEnglish).toHaveLength(0);
    expect(subjectOf(englishMail)).toContain('The price of your monthly parking pass is changing');
    expect(englishMail).toContain('$250.00 USD');
    expect(englishMail).toContain('$300.00 USD');
    expect(englishMail).toContain('/cancel-pass');
    const [spanishMail, ...moreSpanish] = priceMails(spanish.email);
    expect(moreSpanish).toHaveLength(0);
    expect(subjectOf(spanishMail)).toContain('El precio de su pase mensual de estacionamiento cambia');
    expect(spanishMail).toContain('Primer cargo con el nuevo precio');

    // Told once: the job again, and the same save again, send nothing more.
    await applyDuePriceChanges(deps());
    expect((await changePrice({ price_effective_date: effective })).status).toBe(200);
    expect(priceMails(english.email)).toHaveLength(1);
    expect(priceMails(spanish.email)).toHaveLength(1);

    const old = [25000, discountedCents(25000, 12)];
    const renewed = [30000, discountedCents(30000, 12)];
    const charged: { date: CalendarDate; amount: number; promised: number | null }[] = [];
    const promisedDates: (CalendarDate | null)[] = [];
    for (let day = 0; day < 100 && charged.filter((c) => c.date >= effective).length < 2; day++) {
      await applyDuePriceChanges(deps());
      const pass = await passById(t.db, english.id);
      const promised = pass ? await providerNextCharge(deps(), pass) : null;
      const res = await t.call('POST', '/api/sandbox/advance-clock', { body: { days: 1, hours: 0 } });
      const step = (await res.json()) as SandboxClockResponse;
      const date = todayInTimeZone(t.config.garageTz, new Date(step.now));
      for (const invoice of step.invoices.filter((i) => i.subscription === english.providerId)) {
        charged.push({ date, amount: invoice.amount_cents, promised: promised?.amountCents ?? null });
        promisedDates.push(promised?.date ?? null);
        expect(invoice.status).toBe('paid');
      }
    }
    const before = charged.filter((c) => c.date < effective);
    const after = charged.filter((c) => c.date >= effective);
    expect(before.length).toBeGreaterThan(0);
    expect(after).toHaveLength(2);
    for (const charge of before) expect(old).toContain(charge.amount);
    for (const charge of after) expect(renewed).toContain(charge.amount);
    // What the portal showed the day before each renewal is what the card was charged, that day.
    for (const [index, charge] of charged.entries()) {
      expect(charge.promised).toBe(charge.amount);
      expect(promisedDates[index]).toBe(charge.date);
    }

    // The portal's own read, signed in: the next charge is the new price.
    await signIn(t, english, { device: null });
    const read = await t.call(
      'GET',
      `/api/payments-public/subscription?${new URLSearchParams({ email: english.email, plate: english.plate })}`,
    );
    const body = (await read.json()) as SubscriptionResponse;
    expect(renewed).toContain(body.next_charge?.amount_cents);
    const staffList = (await (
      await t.call('GET', '/api/plans?scope=all', { token: t.tokens.admin })
    ).json()) as StaffPlan[];
    expect(staffList.find((p) => p.id === 2)?.pending_price_change).toBeNull();
  });
});
