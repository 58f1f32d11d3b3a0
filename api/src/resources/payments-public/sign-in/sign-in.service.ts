import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  SIGN_IN_CODE_MINUTES,
  SIGN_IN_COOLDOWN_SECONDS,
  type SignInRequestResponse,
  type SignInResponse,
} from '../../../contract/portal-session';
import { SIGN_IN_QUERY_PARAM } from '../../../contract/sign-in-query-param';
import type { DbExecutor } from '../../../db/db-executor';
import { customers } from '../../../db/schema';
import { checkLinkToken, consumeLinkToken, issueLinkToken } from '../../../domain/link-tokens';
import { notifyOwner } from '../../../domain/owner-notices';
import { findPortalPass, type PortalPass, passById } from '../../../domain/portal-pass';
import { claimPublicMail } from '../../../domain/public-mail-guard';
import type { BackgroundTasks } from '../../../lib/background-tasks';
import { HttpError } from '../../../lib/http-error';
import { appLink } from '../../../lib/mail-layout';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { signInBrowser } from '../../../middleware/portal-session';
import { codeCoolingDown, codeKey, issueSignInCode, useSignInCode } from './sign-in-codes';
import { signInEmail } from './sign-in-email';

// Signing in (docs/decisions/portal-sign-in.md): an e-mailed code or one-tap link proves the person
// reads the pass's mailbox, and buys a session cookie for that e-mail address.

type RequestInput = {
  email: string;
  plate: string;
  language?: 'en' | 'es' | undefined;
  next?: '/payments' | '/renew' | '/change-card' | '/lost-card' | undefined;
};

/**
 * `POST sign-in`: always the same 202 body, and the e-mail goes out in the background, so neither
 * the answer nor its timing tells whether the e-mail and plate name a pass. Silently nothing is sent
 * during the code's cooldown or beyond the recipient's hourly cap.
 */
export function requestSignIn(
  deps: PaymentDeps,
  background: BackgroundTasks,
  input: RequestInput,
): SignInRequestResponse {
  const now = deps.now();
  const key = codeKey(input);
  const prepared = deps.db.transaction(
    (tx) => {
      const pass = findPortalPass(tx, key.email, key.plate);
      if (codeCoolingDown(tx, key, now)) return null;
      // The recipient is the address on file, never what was typed (they are equal here, lower-cased).
      if (pass && !claimPublicMail(tx, { recipient: pass.customer.email, kind: 'sign_in', now }).ok) {
        return null;
      }
      // Stored for a pair that names no pass too, so verifying it behaves the same (see sign-in-codes.ts).
      const issued = issueSignInCode(tx, deps.config.jwtSecret, key, now);
      if (!pass) return null;
      const link = issueLinkToken(tx, deps.config.jwtSecret, {
        purpose: 'sign_in',
        subscriptionId: pass.subscription.id,
        ttlMs: SIGN_IN_CODE_MINUTES * 60_000,
        now,
        reuse: false,
      });
      return { pass, code: issued.code, token: link.token };
    },
    { behavior: 'immediate' },
  );
  if (prepared) {
    const { pass, code, token } = prepared;
    const url = appLink(deps.config.publicBaseUrl, input.next ?? '/payments', {
      [SIGN_IN_QUERY_PARAM]: token,
    });
    const message = signInEmail({
      language: pass.customer.language,
      firstName: pass.customer.firstName,
      email: pass.customer.email,
      plate: pass.vehicle.plate,
      code,
      url,
    });
    background.run(`sign-in e-mail for customer ${pass.customer.id}`, () =>
      deps.mail.send({ to: pass.customer.email, ...message }),
    );
  }
  return { sent_to: maskEmail(input.email.trim().toLowerCase()), cooldown_seconds: SIGN_IN_COOLDOWN_SECONDS };
}

type Outcome =
  | { ok: true; pass: PortalPass; started: ReturnType<typeof signInBrowser> }
  | { ok: false; error: HttpError };

/** `POST sign-in/verify`: the code of the e-mail and plate typed; a wrong one is counted, five lock it. */
export async function verifySignIn(
  c: Context,
  deps: PaymentDeps,
  input: { email: string; plate: string; code: string; keep_signed_in: boolean },
): Promise<SignInResponse> {
  const now = deps.now();
  const key = codeKey(input);
  // Decided inside the transaction, thrown after it: a wrong try must be counted, not rolled back.
  const outcome = deps.db.transaction(
    (tx): Outcome => {
      const error = useSignInCode(tx, deps.config.jwtSecret, key, input.code, now);
      if (error) return { ok: false, error };
      const pass = findPortalPass(tx, key.email, key.plate);
      // The right code for a pair that names no pass (1 in a million): as wrong as any other.
      if (!pass) return { ok: false, error: new HttpError(400, 'otp_invalid') };
      return { ok: true, pass, started: startSession(c, deps, tx, pass, input.keep_signed_in, now) };
    },
    { behavior: 'immediate' },
  );
  if (!outcome.ok) throw outcome.error;
  return finish(deps, outcome.pass, outcome.started, '/payments');
}

/** `POST sign-in/link`: the token of an e-mailed link, used up here (a POST, so mail scanners cannot). */
export async function exchangeSignInLink(
  c: Context,
  deps: PaymentDeps,
  input: { token: string; keep_signed_in: boolean },
): Promise<SignInResponse> {
  const now = deps.now();
  const { pass, started } = deps.db.transaction(
    (tx) => {
      const check = checkLinkToken(tx, deps.config.jwtSecret, input.token, ['sign_in'], now);
      if (!check.ok) {
        throw check.reason === 'not_found'
          ? new HttpError(404, 'link_not_found')
          : new HttpError(410, 'link_expired');
      }
      if (!consumeLinkToken(tx, check.link.id, now)) throw new HttpError(410, 'link_expired');
      const found = passById(tx, check.link.subscriptionId);
      if (!found) throw new HttpError(404, 'link_not_found');
      return { pass: found, started: startSession(c, deps, tx, found, input.keep_signed_in, now) };
    },
    { behavior: 'immediate' },
  );
  // The page that holds `?signin=` is already where the link pointed; the token does not record it.
  return finish(deps, pass, started, '/payments');
}

/** Reading the e-mail also confirms a pending invite: the address is proven either way. */
function startSession(
  c: Context,
  deps: PaymentDeps,
  tx: DbExecutor,
  pass: PortalPass,
  kept: boolean,
  now: Date,
) {
  if (pass.customer.invitePending) {
    tx.update(customers)
      .set({ invitePending: false, updatedAt: now.toISOString() })
      .where(eq(customers.id, pass.customer.id))
      .run();
  }
  return signInBrowser(c, deps, { email: pass.customer.email, kept, now, tx });
}

async function finish(
  deps: PaymentDeps,
  pass: PortalPass,
  started: ReturnType<typeof signInBrowser>,
  next: string,
): Promise<SignInResponse> {
  if (started.newDevice) {
    await notifyOwner(deps, {
      to: pass.customer.email,
      language: pass.customer.language,
      firstName: pass.customer.firstName,
      plate: null,
      kind: 'new_device_sign_in',
    });
  }
  return {
    email: pass.customer.email,
    plate: pass.vehicle.plate,
    next,
    expires_at: started.session.expiresAt,
  };
}

/** 'jane@example.com' -> 'j***@example.com': enough for the customer to recognise, little for a stranger. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
