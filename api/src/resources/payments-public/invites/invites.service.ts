import { eq } from 'drizzle-orm';
import {
  type ConfirmInviteResponse,
  INVITE_COOLDOWN_SECONDS,
  type ResendInviteResponse,
} from '../../../contract/portal';
import { customers, subscriptions, vehicles } from '../../../db/schema';
import { INVITE_TTL_MS } from '../../../domain/existing-parkers';
import { inviteEmail } from '../../../domain/invite-email';
import { checkLinkToken, consumeLinkToken, issueLinkToken } from '../../../domain/link-tokens';
import { requirePortalPass } from '../../../domain/portal-pass';
import { releasePublicMail, requirePublicMail } from '../../../domain/public-mail-guard';
import { HttpError } from '../../../lib/http-error';
import { appLink } from '../../../lib/mail-layout';
import type { PaymentDeps } from '../../../lib/payment-deps';

// A customer staff created has `invite_pending` until they open the e-mailed link
// (docs/decisions/portal-invites.md). Opening it proves the mailbox, so it also signs the browser in
// (the router sets the cookie); signing in by code confirms the invite the same way.

type Deps = Pick<PaymentDeps, 'db' | 'config' | 'now' | 'mail' | 'log'>;

/** E-mails the invite link again; at most once per cooldown, whatever the browser remembers. */
export async function resendInvite(
  deps: Deps,
  key: { email: string; plate: string },
): Promise<ResendInviteResponse> {
  const now = deps.now();
  const nowIso = now.toISOString();
  const issued = deps.db.transaction(
    (tx) => {
      const pass = requirePortalPass(tx, key);
      if (!pass.customer.invitePending) return null;
      const sentAt = pass.customer.inviteSentAt ? Date.parse(pass.customer.inviteSentAt) : null;
      const waitMs = sentAt === null ? 0 : sentAt + INVITE_COOLDOWN_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) {
        const retryAfter = String(Math.ceil(waitMs / 1000));
        throw new HttpError(
          429,
          'too_many_requests',
          `We just sent the e-mail. Please wait ${retryAfter} seconds before asking again.`,
          { headers: { 'Retry-After': retryAfter }, details: { retry_after: retryAfter } },
        );
      }
      // Beyond the invite's own cooldown: the recipient's hourly cap across every public-caused e-mail.
      requirePublicMail(tx, { recipient: pass.customer.email, kind: 'invite', now });
      tx.update(customers)
        .set({ inviteSentAt: nowIso, updatedAt: nowIso })
        .where(eq(customers.id, pass.customer.id))
        .run();
      const link = issueLinkToken(tx, deps.config.jwtSecret, {
        purpose: 'invite',
        subscriptionId: pass.subscription.id,
        ttlMs: INVITE_TTL_MS,
        now,
      });
      return { pass, token: link.token, previousSentAt: pass.customer.inviteSentAt };
    },
    { behavior: 'immediate' },
  );
  // Confirmed already: nothing to send, and the browser simply shows the lookup again.
  if (!issued) return { sent: false, cooldown_seconds: 0 };

  const { pass, token } = issued;
  const url = appLink(deps.config.publicBaseUrl, '/payments', { invite: token });
  try {
    await deps.mail.send({
      to: pass.customer.email,
      ...inviteEmail({
        language: pass.customer.language,
        firstName: pass.customer.firstName,
        plate: pass.vehicle.plate,
        url,
      }),
    });
  } catch (error) {
    deps.log(`invite e-mail for customer ${pass.customer.id} failed`, error);
    releasePublicMail(deps.db, { recipient: pass.customer.email, kind: 'invite', now });
    // Nothing was sent, so the cooldown must not hold the customer back.
    deps.db
      .update(customers)
      .set({ inviteSentAt: issued.previousSentAt })
      .where(eq(customers.id, pass.customer.id))
      .run();
    throw new HttpError(502, 'mail_send_failed');
  }
  return { sent: true, cooldown_seconds: INVITE_COOLDOWN_SECONDS };
}

type ConfirmedInvite = ConfirmInviteResponse & {
  owner: { to: string; language: 'en' | 'es'; firstName: string };
};

/** The invite link was opened: the e-mail is confirmed and the portal may show the pass. */
export function confirmInvite(deps: Deps, token: string): ConfirmedInvite {
  const now = deps.now();
  const nowIso = now.toISOString();
  return deps.db.transaction(
    (tx) => {
      const check = checkLinkToken(tx, deps.config.jwtSecret, token, ['invite'], now);
      if (!check.ok) {
        throw check.reason === 'not_found'
          ? new HttpError(404, 'link_not_found')
          : new HttpError(410, 'link_expired');
      }
      if (!consumeLinkToken(tx, check.link.id, now)) throw new HttpError(410, 'link_expired');
      const row = tx
        .select({
          customerId: subscriptions.customerId,
          email: customers.email,
          plate: vehicles.plate,
          language: customers.language,
          firstName: customers.firstName,
        })
        .from(subscriptions)
        .innerJoin(customers, eq(customers.id, subscriptions.customerId))
        .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
        .where(eq(subscriptions.id, check.link.subscriptionId))
        .get();
      if (!row) throw new HttpError(404, 'link_not_found');
      tx.update(customers)
        .set({ invitePending: false, updatedAt: nowIso })
        .where(eq(customers.id, row.customerId))
        .run();
      return {
        email: row.email,
        plate: row.plate,
        owner: { to: row.email, language: row.language, firstName: row.firstName },
      };
    },
    { behavior: 'immediate' },
  );
}
