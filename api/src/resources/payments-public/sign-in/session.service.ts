import type { PortalSessionResponse, SignOutResponse } from '../../../contract/portal-session';
import {
  type PortalSession,
  platesOfEmail,
  revokeSession,
  revokeSessionsOfEmail,
} from '../../../domain/portal/portal-sessions';
import type { PaymentDeps } from '../../../lib/payment-deps';

/** `GET session`: who this browser is signed in as, and the plates it may manage. */
export async function sessionInfo(
  deps: Pick<PaymentDeps, 'db'>,
  session: PortalSession | null,
): Promise<PortalSessionResponse> {
  if (!session) return { signed_in: false };
  return {
    signed_in: true,
    email: session.email,
    plates: await platesOfEmail(deps.db, session.email),
    kept: session.kept,
    expires_at: session.expiresAt,
  };
}

/** `POST sign-out`: this session, or every session of its e-mail (the router clears the cookie either way). */
export async function signOut(
  deps: PaymentDeps,
  session: PortalSession | null,
  everywhere: boolean,
): Promise<SignOutResponse> {
  const now = deps.now();
  let ended = 0;
  if (session) {
    ended = everywhere
      ? await revokeSessionsOfEmail(deps.db, session.email, now)
      : await revokeSession(deps.db, session.id, now);
  }
  return { signed_out: true, sessions_ended: ended };
}
