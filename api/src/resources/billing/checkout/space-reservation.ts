import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { todayInTimeZone } from '../../../contract/calendar-date';
import type { ValidWizardData } from '../../../contract/wizard-data';
import type { DbExecutor } from '../../../db/db-executor';
import { firstRow, returnedRow } from '../../../db/rows';
import { checkouts, spaceHolds } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import {
  type ConsentClient,
  recordCheckoutConsents,
  type requireCheckoutConsent,
} from '../../../domain/customers/consents';
import { isEmailBlocked, isPlateAllowed } from '../../../domain/customers/eligibility';
import {
  getInventory,
  isHoldLive,
  ONLINE_SALES_LOCATION_ID,
  releaseHold,
} from '../../../domain/garage/capacity';
import { takeOfferHold } from '../../../domain/waitlist/waitlist-offer-checkout';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import type { PlanRow } from './checkout-input';
import type { UnpaidRival } from './rival-checkouts';

// create-intent's one BEGIN IMMEDIATE transaction: the CAPTCHA pass is spent, the buyer is checked, the
// checkouts it replaces are closed, a space is held and the checkout written. Two buyers of the last
// space are serialised and one of them is refused, before any provider call.

type CheckoutRow = typeof checkouts.$inferSelect;

/** Open checkouts with a live hold a visitor may have at once. */
export const HOLD_CAPS = { perEmail: 1, perClient: 2 } as const;

export type Reservation = {
  email: string;
  plate: string;
  /** The browser's own earlier checkout (a reload, a plan change, a retry), which this one replaces. */
  checkoutToken: string | undefined;
  /** The nonce of the CAPTCHA pass this call carries: spent by the checkout it starts. */
  captchaNonce: string;
  /** Other browsers' live checkouts of this plate or e-mail found with no payment under way. */
  unpaidRivals: readonly UnpaidRival[];
  /** A waitlist offer's token: its held space is used instead of a free one. */
  waitlistOfferToken: string | undefined;
  plan: PlanRow;
  language: 'en' | 'es';
  wizard: ValidWizardData;
  amountCents: number;
  intentKind: 'payment' | 'setup';
  consent: ReturnType<typeof requireCheckoutConsent>;
  client: ConsentClient;
};

export async function reserveSpace(
  deps: PaymentDeps,
  input: Reservation,
  now: Date,
): Promise<{ checkout: CheckoutRow; expiresAt: string; supersededIntents: (string | null)[] }> {
  const nowIso = now.toISOString();
  const today = todayInTimeZone(deps.config.garageTz, now);
  const expiresAt = new Date(now.getTime() + deps.config.holdMinutes * 60_000).toISOString();
  return inTransaction(
    deps.db,
    async (tx) => {
      const passHolder = await captchaPassHolder(tx, input.captchaNonce, input.checkoutToken);
      if (passHolder !== null) {
        await tx.update(checkouts).set({ captchaNonce: null }).where(eq(checkouts.id, passHolder));
      }
      if (await isEmailBlocked(tx, input.email)) throw new HttpError(409, 'email_banned');
      if (!(await isPlateAllowed(tx, input.plate, today))) throw new HttpError(409, 'plate_not_allowed');
      const superseded = await replacedCheckouts(tx, input, nowIso);
      await assertHoldCaps(tx, {
        email: input.email,
        clientIp: input.client.clientIp,
        replacing: superseded,
        nowIso,
        perClient: deps.config.checkoutClientLimits,
      });
      for (const old of superseded) {
        await tx
          .update(checkouts)
          .set({ status: 'superseded', updatedAt: nowIso })
          .where(and(eq(checkouts.id, old.id), eq(checkouts.status, 'open')));
        await releaseHold(tx, old.holdId, nowIso);
      }
      const hold = input.waitlistOfferToken
        ? await offeredHold(tx, deps, input.waitlistOfferToken, input.email, nowIso)
        : await newHold(tx, deps, { today, nowIso, expiresAt });
      const checkout = await returnedRow(
        tx
          .insert(checkouts)
          .values({
            token: randomBytes(16).toString('base64url'),
            holdId: hold.id,
            planId: input.plan.id,
            locationId: ONLINE_SALES_LOCATION_ID,
            email: input.email,
            language: input.language,
            plate: input.plate,
            wizardData: JSON.stringify(input.wizard),
            amountCents: input.amountCents,
            intentKind: input.intentKind,
            clientIp: input.client.clientIp.slice(0, 100),
            captchaNonce: input.captchaNonce,
            createdAt: nowIso,
            updatedAt: nowIso,
          })
          .returning(),
      );
      await recordCheckoutConsents(tx, checkout, input.consent, input.client, now);
      return {
        checkout,
        expiresAt: hold.expiresAt,
        supersededIntents: superseded.map((old) => old.intentId),
      };
    },
    { behavior: 'immediate' },
  );
}

/** A new hold on a free space, or 409 `spaces_taken`. */
async function newHold(
  tx: DbExecutor,
  deps: PaymentDeps,
  at: { today: string; nowIso: string; expiresAt: string },
) {
  const { availables } = await getInventory(deps.db, ONLINE_SALES_LOCATION_ID, {
    today: at.today,
    nowIso: at.nowIso,
  });
  if (availables <= 0) throw new HttpError(409, 'spaces_taken');
  return returnedRow(
    tx
      .insert(spaceHolds)
      .values({ locationId: ONLINE_SALES_LOCATION_ID, expiresAt: at.expiresAt, createdAt: at.nowIso })
      .returning(),
  );
}

/** The space a waitlist offer holds, already counted as taken: no free space is needed. */
async function offeredHold(tx: DbExecutor, deps: PaymentDeps, token: string, email: string, nowIso: string) {
  const holdId = await takeOfferHold(tx, deps.config.jwtSecret, { token, email, nowIso });
  const hold = await firstRow(tx.select().from(spaceHolds).where(eq(spaceHolds.id, holdId)).limit(1));
  if (!hold) throw new HttpError(409, 'waitlist_offer_expired');
  return hold;
}

/**
 * The checkout that spent this CAPTCHA pass when it is this browser's own (its token) and not paid:
 * the replacement takes the pass over. None: the pass is fresh. Any other holder: 403
 * `captcha_pass_used`, so one solved CAPTCHA never holds a second space
 * (docs/decisions/checkout-captcha-pass.md).
 */
export async function captchaPassHolder(
  tx: DbExecutor,
  nonce: string,
  checkoutToken: string | undefined,
): Promise<number | null> {
  const holder = await firstRow(
    tx
      .select({ id: checkouts.id, token: checkouts.token, status: checkouts.status })
      .from(checkouts)
      .where(eq(checkouts.captchaNonce, nonce))
      .limit(1),
  );
  if (!holder) return null;
  const ownUnpaid =
    checkoutToken !== undefined &&
    holder.token === checkoutToken &&
    (holder.status === 'open' || holder.status === 'superseded');
  if (!ownUnpaid) throw new HttpError(403, 'captcha_pass_used');
  return holder.id;
}

/**
 * The open checkouts this one replaces: the browser's own (its token: a reload, a plan change, a
 * retry), so one visitor never holds two spaces; another browser's live one of the same plate or
 * e-mail only if it was found with no payment under way and is unchanged since (`unpaidRivals`),
 * else 409; and lapsed ones of the plate, which hold nothing.
 */
async function replacedCheckouts(tx: DbExecutor, input: Reservation, nowIso: string) {
  const rivals = await tx
    .select({
      id: checkouts.id,
      token: checkouts.token,
      plate: checkouts.plate,
      holdId: checkouts.holdId,
      intentId: checkouts.providerIntentId,
      updatedAt: checkouts.updatedAt,
      billingAnchor: checkouts.billingAnchor,
    })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.status, 'open'),
        or(
          eq(checkouts.plate, input.plate),
          eq(checkouts.email, input.email),
          input.checkoutToken ? eq(checkouts.token, input.checkoutToken) : undefined,
        ),
      ),
    );
  const superseded: typeof rivals = [];
  for (const other of rivals) {
    if (input.checkoutToken !== undefined && other.token === input.checkoutToken) {
      superseded.push(other);
    } else if (await isHoldLive(tx, other.holdId, nowIso)) {
      const found = input.unpaidRivals.find((rival) => rival.id === other.id);
      // Changed since it was found unpaid (its subscribe started, say): it may be paying now.
      const unchanged = found?.updatedAt === other.updatedAt && found.billingAnchor === other.billingAnchor;
      if (!unchanged) throw new HttpError(409, 'checkout_in_progress');
      superseded.push(other);
    } else if (other.plate === input.plate) {
      superseded.push(other);
    }
  }
  return superseded;
}

/**
 * One person pays for one pass at a time; a household or an office behind one address for two. The
 * checkouts this call replaces (its browser starting over, or lapsed ones of the plate) do not count.
 */
async function assertHoldCaps(
  tx: DbExecutor,
  input: {
    email: string;
    clientIp: string;
    replacing: readonly { id: number }[];
    nowIso: string;
    perClient: boolean;
  },
): Promise<void> {
  const replaced = input.replacing.map((row) => row.id);
  const live = async (owner: SQL) =>
    (
      await firstRow(
        tx
          .select({ n: sql<number>`count(*)` })
          .from(checkouts)
          .innerJoin(spaceHolds, eq(spaceHolds.id, checkouts.holdId))
          .where(
            and(
              eq(checkouts.status, 'open'),
              owner,
              isNull(spaceHolds.releasedAt),
              gt(spaceHolds.expiresAt, input.nowIso),
              replaced.length > 0 ? notInArray(checkouts.id, replaced) : undefined,
            ),
          )
          .limit(1),
      )
    )?.n ?? 0;
  if ((await live(eq(checkouts.email, input.email))) >= HOLD_CAPS.perEmail) {
    throw new HttpError(409, 'too_many_holds');
  }
  if (input.perClient && (await live(eq(checkouts.clientIp, input.clientIp))) >= HOLD_CAPS.perClient) {
    throw new HttpError(409, 'too_many_holds');
  }
}
