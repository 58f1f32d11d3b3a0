import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type CalendarDate,
  daysInMonth,
  formatCalendarDate,
  parseCalendarDate,
} from '../../contract/calendar-date';
import type { ImportedCardStatus, ImportRowError, ValidNewCustomer } from '../../contract/customer-import';
import { normalizeEmail } from '../../contract/email-address';
import type { DbExecutor } from '../../db/db-executor';
import type { Database } from '../../db/open-database';
import { firstRow, returnedRow } from '../../db/rows';
import { cards, customers, plans, subscriptions, vehicles } from '../../db/schema';
import { writeEvent } from '../../lib/write-event';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { inviteEmail } from '../emails/invite-email';
import { appLink } from '../emails/mail-layout';
import { getInventory, ONLINE_SALES_LOCATION_ID } from '../garage/capacity';
import { issueLinkToken } from '../portal/link-tokens';
import { fullName, upsertVehicle } from './customer-records';
import { isEmailBlocked } from './eligibility';

// A parker the garage already has, brought in by staff: customer, vehicle and a pass already running
// (active, autopay off), counted against the garage's online limit like any live pass. Their e-mail is
// unconfirmed until they open the invite, so the portal answers invitePending until then
// (docs/decisions/customer-import.md). Shared by the one-by-one form and the CSV import.

export const INVITE_TTL_MS = 24 * 3_600_000;

type Plan = typeof plans.$inferSelect;
type Card = typeof cards.$inferSelect;

export type ParkerCheck =
  | { kind: 'new'; plan: Plan; card: Card | null }
  /** A customer with this e-mail already has this plate: importing the row again adds nothing. */
  | { kind: 'already_imported'; customerId: number }
  | { kind: 'invalid'; errors: ImportRowError[] };

/** What is on file that stops this parker from being added, or the plan and card they will get. */
export async function checkParker(
  tx: DbExecutor,
  input: ValidNewCustomer,
  today: CalendarDate,
): Promise<ParkerCheck> {
  const email = normalizeEmail(input.email);
  const owner = await firstRow(
    tx
      .select({ customerId: customers.id })
      .from(vehicles)
      .innerJoin(customers, eq(customers.id, vehicles.customerId))
      .where(and(eq(vehicles.plate, input.vehicle.plate), eq(customers.email, email)))
      .limit(1),
  );
  if (owner) return { kind: 'already_imported', customerId: owner.customerId };
  const { errors, plan, card } = await onFileProblems(
    tx,
    {
      email,
      plate: input.vehicle.plate,
      nextRenewalDate: input.next_renewal_date,
      planId: input.plan_id,
      cardCode: input.card_code,
    },
    today,
  );
  if (errors.length > 0 || !plan) return { kind: 'invalid', errors };
  return { kind: 'new', plan, card };
}

/** A parker's values that passed their own field's checks; the others are left out. */
export type ParkerFacts = {
  email?: string;
  plate?: string;
  nextRenewalDate?: CalendarDate;
  planId?: number;
  cardCode?: string | null;
};

/**
 * Every problem on file with the values given, each looked up on its own: a row with a bad phone is
 * still told that its e-mail is taken, so staff fix a row once instead of one problem per check.
 */
export async function onFileProblems(
  tx: DbExecutor,
  facts: ParkerFacts,
  today: CalendarDate,
): Promise<{ errors: ImportRowError[]; plan: Plan | null; card: Card | null }> {
  const errors: ImportRowError[] = [];
  const email = facts.email === undefined ? undefined : normalizeEmail(facts.email);
  if (email !== undefined) {
    if (await isEmailBlocked(tx, email)) errors.push({ field: 'email', code: 'email_banned' });
    else if (
      await firstRow(
        tx.select({ id: customers.id }).from(customers).where(eq(customers.email, email)).limit(1),
      )
    ) {
      errors.push({ field: 'email', code: 'email_taken' });
    }
  }
  if (facts.plate !== undefined) {
    const plate = await firstRow(
      tx
        .select({
          status: vehicles.status,
          passes: sql<number>`(select count(*) from ${subscriptions} s
          where s.vehicle_id = ${vehicles.id} and s.status_key = 'active')`,
        })
        .from(vehicles)
        .where(eq(vehicles.plate, facts.plate))
        .limit(1),
    );
    if (plate?.status === 'banned') errors.push({ field: 'plate', code: 'plate_not_allowed' });
    else if (plate && plate.passes > 0) errors.push({ field: 'plate', code: 'plate_has_pass' });
  }
  if (facts.nextRenewalDate !== undefined && facts.nextRenewalDate < today) {
    errors.push({ field: 'next_renewal_date', code: 'renewal_in_past' });
  }
  const plan =
    facts.planId === undefined
      ? null
      : ((await firstRow(tx.select().from(plans).where(eq(plans.id, facts.planId)).limit(1))) ?? null);
  if (facts.planId !== undefined && !plan) errors.push({ field: 'plan', code: 'plan_not_found' });
  const card = facts.cardCode
    ? ((await firstRow(
        tx
          .select()
          .from(cards)
          .where(and(eq(cards.code, facts.cardCode), eq(cards.locationId, ONLINE_SALES_LOCATION_ID)))
          .limit(1),
      )) ?? null)
    : null;
  if (card && card.statusKey !== 'unassigned')
    errors.push({ field: 'card_number', code: 'card_not_available' });
  return { errors, plan, card };
}

/** The first day of the period that ends on `renewal`, never before the pass's own start. */
export function periodStartFor(start: CalendarDate, renewal: CalendarDate, months: number): CalendarDate {
  const end = parseCalendarDate(renewal);
  // The period ends the day before the same day `months` later: step back from the day after the end.
  const next = new Date(Date.UTC(end.year, end.month - 1, end.day + 1));
  const index = next.getUTCFullYear() * 12 + next.getUTCMonth() - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const periodStart = formatCalendarDate({
    year,
    month,
    day: Math.min(next.getUTCDate(), daysInMonth(year, month)),
  });
  return periodStart < start ? start : periodStart;
}

export type AddedParker = {
  customerId: number;
  subscriptionId: number;
  email: string;
  language: 'en' | 'es';
  firstName: string;
  plate: string;
  inviteToken: string;
  cardStatus: ImportedCardStatus;
  overCapacity: boolean;
};

type AddContext = {
  db: Database;
  jwtSecret: string;
  now: Date;
  today: CalendarDate;
  actor: string | null;
  source: 'form' | 'csv';
};

/**
 * Writes the customer, vehicle and active pass, takes the stock card, issues the invite link and
 * writes the checklist events. Call inside the caller's transaction, after `checkParker` said `new`.
 */
export async function addParker(
  tx: DbExecutor,
  input: ValidNewCustomer,
  checked: Extract<ParkerCheck, { kind: 'new' }>,
  ctx: AddContext,
): Promise<AddedParker> {
  const nowIso = ctx.now.toISOString();
  // Read before the pass exists: no space left means this pass goes beyond the limit.
  const inventory = await getInventory(ctx.db, ONLINE_SALES_LOCATION_ID, { today: ctx.today, nowIso });
  const overCapacity = inventory.availables <= 0;
  const customer = await returnedRow(
    tx
      .insert(customers)
      .values({
        firstName: input.first_name,
        lastName: input.last_name,
        email: normalizeEmail(input.email),
        phoneDial: input.phone_dial,
        phone: input.phone,
        language: input.language,
        invitePending: true,
        inviteSentAt: nowIso,
      })
      .returning(),
  );
  const vehicle = await upsertVehicle(tx, customer.id, input.vehicle, nowIso);
  if (!vehicle)
    throw new Error(`vehicle ${input.vehicle.plate} is banned; checkParker lets no banned plate through`);
  const { plan, card } = checked;
  const subscription = await returnedRow(
    tx
      .insert(subscriptions)
      .values({
        customerId: customer.id,
        vehicleId: vehicle.id,
        planId: plan.id,
        locationId: ONLINE_SALES_LOCATION_ID,
        statusKey: 'active',
        autopay: false,
        startDate: input.start_date,
        currentPeriodStart: periodStartFor(input.start_date, input.next_renewal_date, plan.durationMonths),
        nextRenewalDate: input.next_renewal_date,
        cardId: card?.id ?? null,
      })
      .returning(),
  );
  if (card) {
    await tx
      .update(cards)
      .set({ statusKey: 'assigned', subscriptionId: subscription.id, updatedAt: nowIso })
      .where(and(eq(cards.id, card.id), inArray(cards.statusKey, ['unassigned'])));
  }
  const names = {
    client_id: customer.id,
    subscription_id: subscription.id,
    customer: fullName(customer.firstName, customer.lastName),
    plate: vehicle.plate,
  };
  await writeEvent(
    tx,
    'Customer added',
    {
      ...names,
      type: vehicle.type,
      email: customer.email,
      plan: plan.name,
      start_date: input.start_date,
      next_renewal_date: input.next_renewal_date,
      card: card?.code ?? input.card_code,
      source: ctx.source,
    },
    ctx.now,
    ctx.actor,
  );
  if (overCapacity) {
    await writeEvent(
      tx,
      'Online limit exceeded',
      {
        ...names,
        online_sales_spaces: inventory.online_sales_spaces,
        live_passes: await liveCount(tx, ctx.today),
      },
      ctx.now,
      ctx.actor,
    );
  }
  const link = await issueLinkToken(tx, ctx.jwtSecret, {
    purpose: 'invite',
    subscriptionId: subscription.id,
    ttlMs: INVITE_TTL_MS,
    now: ctx.now,
  });
  return {
    customerId: customer.id,
    subscriptionId: subscription.id,
    email: customer.email,
    language: customer.language,
    firstName: customer.firstName,
    plate: vehicle.plate,
    inviteToken: link.token,
    cardStatus: input.card_code === null ? null : card ? 'assigned' : 'unknown',
    overCapacity,
  };
}

async function liveCount(tx: DbExecutor, today: CalendarDate): Promise<number> {
  const row = await firstRow(
    tx
      .select({ n: sql<number>`count(*)` })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.locationId, ONLINE_SALES_LOCATION_ID),
          eq(subscriptions.statusKey, 'active'),
          sql`${subscriptions.nextRenewalDate} >= ${today}`,
        ),
      )
      .limit(1),
  );
  return row?.n ?? 0;
}

type InviteDeps = {
  db: Database;
  config: { publicBaseUrl: string };
  mail: MailProvider;
  log: (message: string, error?: unknown) => void;
};

/**
 * E-mails the invite of a parker just added (after the commit: a rolled-back import sends nothing).
 * A failed send leaves `invite_sent_at` empty (the record says none went out); the customer can still
 * sign in by code, which confirms the invite as the link would.
 */
export async function sendParkerInvite(deps: InviteDeps, added: AddedParker): Promise<boolean> {
  const url = appLink(deps.config.publicBaseUrl, '/payments', { invite: added.inviteToken });
  try {
    await deps.mail.send({
      to: added.email,
      ...inviteEmail({ language: added.language, firstName: added.firstName, plate: added.plate, url }),
    });
    return true;
  } catch (error) {
    deps.log(`invite e-mail for customer ${added.customerId} failed`, error);
    await deps.db.update(customers).set({ inviteSentAt: null }).where(eq(customers.id, added.customerId));
    return false;
  }
}
