import { eq } from 'drizzle-orm';
import type { ConfirmInviteResponse } from '../../../contract/portal';
import { firstRow } from '../../../db/rows';
import { customers, subscriptions, vehicles } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { checkLinkToken, consumeLinkToken } from '../../../domain/portal/link-tokens';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';

// A customer staff created has `invite_pending` until they open the e-mailed link
// (docs/decisions/portal-invites.md). Opening it proves the mailbox, so it also signs the browser in
// (the router sets the cookie); signing in by code confirms the invite the same way.

type Deps = Pick<PaymentDeps, 'db' | 'config' | 'now' | 'mail' | 'log'>;

type ConfirmedInvite = ConfirmInviteResponse & {
  owner: { to: string; language: 'en' | 'es'; firstName: string };
};

/** The invite link was opened: the e-mail is confirmed and the portal may show the pass. */
export async function confirmInvite(deps: Deps, token: string): Promise<ConfirmedInvite> {
  const now = deps.now();
  const nowIso = now.toISOString();
  return inTransaction(
    deps.db,
    async (tx) => {
      const check = await checkLinkToken(tx, deps.config.jwtSecret, token, ['invite'], now);
      if (!check.ok) {
        throw check.reason === 'not_found'
          ? new HttpError(404, 'link_not_found')
          : new HttpError(410, 'link_expired');
      }
      if (!(await consumeLinkToken(tx, check.link.id, now))) throw new HttpError(410, 'link_expired');
      const row = await firstRow(
        tx
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
          .limit(1),
      );
      if (!row) throw new HttpError(404, 'link_not_found');
      await tx
        .update(customers)
        .set({ invitePending: false, updatedAt: nowIso })
        .where(eq(customers.id, row.customerId));
      return {
        email: row.email,
        plate: row.plate,
        owner: { to: row.email, language: row.language, firstName: row.firstName },
      };
    },
    { behavior: 'immediate' },
  );
}
