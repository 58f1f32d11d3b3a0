import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import { addDays, renewalDateFor, todayInTimeZone } from '../../contract/calendar-date';
import { PAUSE_MONTHS, type PassPauseState } from '../../contract/pass-pause';
import { renewalChargeAt } from '../../contract/renewal-calendar';
import { changedCount } from '../../db/raw-sql';
import { firstRow } from '../../db/rows';
import { passPauses, subscriptions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';
import { providerCall } from '../../lib/provider-call';
import { nextAutopayCharge } from '../billing/next-autopay-charge';
import { sendPassPauseEmail } from '../emails/pass-pause-email';
import { isPassExpired } from './pass-calendar';
import { pendingCancelOf } from './pass-cancel';
import { readPauseRules } from './pause-rules';
import { type PortalPass, passById } from './portal-pass';

// Pause (docs/decisions/pass-pause.md). The paid period runs to its renewal date R; the provider is
// told to bill nothing until the pause's last day S and then the next period as usual, so S's charge
// moves R past the pause (autopay-renewals.ts). `paused_until` = S tells the gate's one rule to deny
// from R+1 through S; the pass keeps its space meanwhile.

/** When the owner may pause again: the rule's months after they last asked. */
async function allowedFrom(deps: PaymentDeps, subscriptionId: number, everyMonths: number) {
  const last = await firstRow(
    deps.db
      .select({ requestedAt: passPauses.requestedAt })
      .from(passPauses)
      .where(eq(passPauses.subscriptionId, subscriptionId))
      .orderBy(desc(passPauses.requestedAt))
      .limit(1),
  );
  if (!last) return null;
  const askedOn = todayInTimeZone(deps.config.garageTz, new Date(last.requestedAt));
  return addDays(renewalDateFor(askedOn, everyMonths), 1);
}

export async function passPauseState(deps: PaymentDeps, pass: PortalPass): Promise<PassPauseState> {
  const { subscription } = pass;
  const rules = await readPauseRules(deps.db, subscription.locationId);
  const renewal = subscription.nextRenewalDate;
  const paused = Boolean(renewal && subscription.pausedUntil && subscription.pausedUntil > renewal);
  const current =
    paused && renewal && subscription.pausedUntil
      ? {
          months: 0,
          first_day: addDays(renewal, 1),
          last_day: subscription.pausedUntil,
          resume_day: addDays(subscription.pausedUntil, 1),
        }
      : null;
  if (current) {
    const row = await firstRow(
      deps.db
        .select({ months: passPauses.months })
        .from(passPauses)
        .where(and(eq(passPauses.subscriptionId, subscription.id), eq(passPauses.lastDay, current.last_day)))
        .limit(1),
    );
    current.months = row?.months ?? 0;
  }
  const refused = (refusal: NonNullable<PassPauseState['refusal']>, allowed: string | null = null) => ({
    current,
    refusal,
    allowed_from: allowed,
    options: [],
    keeps_space: rules.keeps_space,
  });
  // The renewal charge already ran (or is failing): there is no paid period left to pause after.
  const charged = renewal && deps.now() >= renewalChargeAt(renewal, deps.config.garageTz);
  if (isPassExpired(deps, pass) || !renewal || (charged && !paused)) return refused('pass_not_live');
  if (paused) return refused('pass_already_paused');
  if (!subscription.autopay) return refused('pause_needs_autopay');
  if (await pendingCancelOf(deps.db, subscription.id)) return refused('cancel_already_pending');
  const allowed = await allowedFrom(deps, subscription.id, rules.every_months);
  if (allowed && todayInTimeZone(deps.config.garageTz, deps.now()) < allowed)
    return refused('pause_too_recent', allowed);
  const amount = (await nextAutopayCharge(deps.db, pass))?.amountCents ?? 0;
  const firstDay = addDays(renewal, 1);
  return {
    current: null,
    refusal: null,
    allowed_from: null,
    keeps_space: rules.keeps_space,
    options: PAUSE_MONTHS.filter((months) => months <= rules.max_months).map((months) => {
      const lastDay = renewalDateFor(firstDay, months);
      return {
        months,
        first_day: firstDay,
        last_day: lastDay,
        resume_day: addDays(lastDay, 1),
        resume_amount_cents: amount,
      };
    }),
  };
}

export async function pausePass(
  deps: PaymentDeps,
  pass: PortalPass,
  months: number,
): Promise<PassPauseState> {
  const before = await passPauseState(deps, pass);
  if (before.refusal)
    throw new HttpError(409, before.refusal, undefined, {
      ...(before.allowed_from ? { details: { allowed_from: before.allowed_from } } : {}),
    });
  const option = before.options.find((candidate) => candidate.months === months);
  // Longer than the garage's rule allows (staff may allow 1 month only).
  if (!option) throw new HttpError(409, 'pause_too_long');
  const providerSubscriptionId = pass.subscription.providerSubscriptionId;
  if (!providerSubscriptionId) throw new HttpError(409, 'pause_needs_autopay');

  // The provider first: a pause recorded here but billed there would charge a parked-out owner.
  const chargeAt = renewalChargeAt(option.last_day, deps.config.garageTz);
  await providerCall(deps, async () => deps.payments.pauseBillingUntil(providerSubscriptionId, chargeAt));

  const now = deps.now();
  await inTransaction(
    deps.db,
    async (tx) => {
      await tx
        .update(subscriptions)
        .set({ pausedUntil: option.last_day, updatedAt: now.toISOString() })
        .where(eq(subscriptions.id, pass.subscription.id));
      await tx.insert(passPauses).values({
        subscriptionId: pass.subscription.id,
        months,
        firstDay: option.first_day,
        lastDay: option.last_day,
        requestedAt: now.toISOString(),
      });
    },
    { behavior: 'immediate' },
  );
  const current = (await passById(deps.db, pass.subscription.id)) ?? pass;
  await sendPassPauseEmail(deps, current, { kind: 'paused', ...option });
  return passPauseState(deps, current);
}

/** Days before the pause's last day (the resume charge) the owner is reminded, once. */
export const PAUSE_REMINDER_DAYS = 7;

/** The 7-day notice before each running pause resumes, sent once (`reminded_at`). */
export async function sendPauseReminders(deps: PaymentDeps): Promise<number> {
  const today = todayInTimeZone(deps.config.garageTz, deps.now());
  const due = (
    await deps.db
      .select({ pause: passPauses, pausedUntil: subscriptions.pausedUntil })
      .from(passPauses)
      .innerJoin(subscriptions, eq(subscriptions.id, passPauses.subscriptionId))
      .where(
        and(
          isNull(passPauses.remindedAt),
          lte(passPauses.lastDay, addDays(today, PAUSE_REMINDER_DAYS)),
          eq(subscriptions.pausedUntil, passPauses.lastDay),
          eq(subscriptions.statusKey, 'active'),
        ),
      )
  ).filter(({ pause }) => pause.lastDay >= today);
  let sent = 0;
  for (const { pause } of due) {
    const claimed = await deps.db
      .update(passPauses)
      .set({ remindedAt: deps.now().toISOString() })
      .where(and(eq(passPauses.id, pause.id), isNull(passPauses.remindedAt)));
    const pass = await passById(deps.db, pause.subscriptionId);
    if (changedCount(claimed) === 0 || !pass) continue;
    sent += 1;
    await sendPassPauseEmail(deps, pass, {
      kind: 'reminder',
      months: pause.months,
      first_day: pause.firstDay,
      last_day: pause.lastDay,
      resume_day: addDays(pause.lastDay, 1),
      resume_amount_cents: (await nextAutopayCharge(deps.db, pass))?.amountCents ?? 0,
    });
  }
  return sent;
}
