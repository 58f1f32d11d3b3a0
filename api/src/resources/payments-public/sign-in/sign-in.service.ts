import { eq } from 'drizzle-orm';
import { normalizeEmail } from '../../../contract/email-address';
import {
  SIGN_IN_COOLDOWN_SECONDS,
  type SignInRequestResponse,
  type SignInResponse,
} from '../../../contract/portal-session';
import { SIGN_IN_QUERY_PARAM } from '../../../contract/sign-in-query-param';
import type { DbExecutor } from '../../../db/db-executor';
import { customers } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { appLink } from '../../../domain/emails/mail-layout';
import { signInEmail } from '../../../domain/emails/sign-in-email';
import { notifyOwner } from '../../../domain/passes/owner-notices';
import { findPortalPass, type PortalPass, passById } from '../../../domain/passes/portal-pass';
import { checkLinkToken, consumeLinkToken } from '../../../domain/portal/link-tokens';
import { createPortalSession, type StartedSession } from '../../../domain/portal/portal-sessions';
import type { BackgroundTasks } from '../../../lib/background-tasks';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { type SigningInBrowser, sessionFacts } from '../../../middleware/portal-session';
import {
  codeKey,
  issueSignInCode,
  SIGN_IN_LINK_PREFIX,
  signInHold,
  useSignInCode,
  useSignInLink,
} from './sign-in-codes';

// Signing in (docs/decisions/portal-sign-in.md): an e-mailed code or one-tap link proves the person
// reads the pass's mailbox, and buys a session cookie for that e-mail address.

type RequestInput = {
  email: string;
  plate: string;
  language?: 'en' | 'es' | undefined;
  next?:
    | '/payments'
    | '/renew'
    | '/change-card'
    | '/lost-card'
    | '/plates'
    | '/cancel-pass'
    | '/receipts'
    | '/pause'
    | undefined;
};

/**
 * `POST sign-in`: the same 202 body, and the same database work before answering, whether or not the
 * e-mail and plate name a pass: the code and its link are made and the pacing counted for every pair;
 * only a real pass's e-mail is composed and sent, in the background once the answer is on its way, so
 * neither the answer nor its timing tells a stranger anything. When the pair's pacing holds
 * the e-mail back, the answer says so and when to ask again (docs/decisions/sign-in-mail-pacing.md).
 */
export async function requestSignIn(
  deps: PaymentDeps,
  background: BackgroundTasks,
  input: RequestInput,
): Promise<SignInRequestResponse> {
  const now = deps.now();
  const key = codeKey(input);
  const prepared = await inTransaction(
    deps.db,
    async (tx) => {
      const pass = await findPortalPass(tx, key.email, key.plate);
      const hold = await signInHold(tx, key, now);
      if (hold) return { hold, send: null };
      // Stored for a pair that names no pass too, so verifying it behaves the same (see sign-in-codes.ts).
      const issued = await issueSignInCode(tx, deps.config.jwtSecret, key, now);
      return { hold: null, send: pass ? { pass, ...issued } : null };
    },
    { behavior: 'immediate' },
  );
  if (prepared.send) {
    const { pass, code, linkToken } = prepared.send;
    background.run(`sign-in e-mail for customer ${pass.customer.id}`, async () => {
      // After the answer: composing and handing over the e-mail is work only a real pass causes.
      await new Promise((resolve) => setImmediate(resolve));
      const url = appLink(deps.config.publicBaseUrl, input.next ?? '/payments', {
        [SIGN_IN_QUERY_PARAM]: linkToken,
      });
      // The recipient is the address on file, never what was typed (they are equal here, lower-cased).
      const message = signInEmail({
        language: pass.customer.language,
        firstName: pass.customer.firstName,
        email: pass.customer.email,
        plate: pass.vehicle.plate,
        code,
        url,
      });
      await deps.mail.send({ to: pass.customer.email, ...message });
    });
  }
  return {
    sent_to: maskEmail(normalizeEmail(input.email)),
    cooldown_seconds: SIGN_IN_COOLDOWN_SECONDS,
    held_back: prepared.hold?.reason ?? null,
    retry_after_seconds: prepared.hold?.retryAfterSeconds ?? null,
  };
}

type Outcome = { ok: true; pass: PortalPass; started: StartedSession } | { ok: false; error: HttpError };

/** A sign-in's answer and the session it started, whose cookie the router sets. */
export type SignedIn = { answer: SignInResponse; started: StartedSession };

/** `POST sign-in/verify`: the code of the e-mail and plate typed; a wrong one is counted, five lock it. */
export async function verifySignIn(
  deps: PaymentDeps,
  browser: SigningInBrowser,
  input: { email: string; plate: string; code: string; keep_signed_in: boolean },
): Promise<SignedIn> {
  const now = deps.now();
  const key = codeKey(input);
  // Decided inside the transaction, thrown after it: a wrong try must be counted, not rolled back.
  const outcome = await inTransaction(
    deps.db,
    async (tx): Promise<Outcome> => {
      const error = await useSignInCode(tx, deps.config.jwtSecret, key, input.code, now);
      if (error) return { ok: false, error };
      const pass = await findPortalPass(tx, key.email, key.plate);
      // The right code for a pair that names no pass (1 in a million): as wrong as any other.
      if (!pass) return { ok: false, error: new HttpError(400, 'otp_invalid') };
      return { ok: true, pass, started: await startSession(tx, browser, pass, input.keep_signed_in, now) };
    },
    { behavior: 'immediate' },
  );
  if (!outcome.ok) throw outcome.error;
  return finish(deps, outcome.pass, outcome.started, '/payments');
}

/** `POST sign-in/link`: the token of an e-mailed link, used up here (a POST, so mail scanners cannot). */
export async function exchangeSignInLink(
  deps: PaymentDeps,
  browser: SigningInBrowser,
  input: { token: string; keep_signed_in: boolean },
): Promise<SignedIn> {
  const now = deps.now();
  const { pass, started } = await inTransaction(
    deps.db,
    async (tx) => {
      const found = input.token.startsWith(SIGN_IN_LINK_PREFIX)
        ? await passOfSignInEmail(tx, deps, input.token, now)
        : await passOfSystemLink(tx, deps, input.token, now);
      return { pass: found, started: await startSession(tx, browser, found, input.keep_signed_in, now) };
    },
    { behavior: 'immediate' },
  );
  // The page that holds `?signin=` is already where the link pointed; the token does not record it.
  return finish(deps, pass, started, '/payments');
}

/** The pass of a sign-in e-mail's link (its code's e-mail and plate), the link used up with the code. */
async function passOfSignInEmail(
  tx: DbExecutor,
  deps: PaymentDeps,
  token: string,
  now: Date,
): Promise<PortalPass> {
  const used = await useSignInLink(tx, deps.config.jwtSecret, token, now);
  if (!used.ok) throw used.error;
  // A genuine link whose e-mail and plate name no pass any more (staff changed the e-mail): it was good once.
  const pass = await findPortalPass(tx, used.key.email, used.key.plate);
  if (!pass) throw new HttpError(410, 'link_expired');
  return pass;
}

/** The pass of a link the system e-mailed by itself (reminders, failed charges, `/pay`), used up. */
async function passOfSystemLink(
  tx: DbExecutor,
  deps: PaymentDeps,
  token: string,
  now: Date,
): Promise<PortalPass> {
  const check = await checkLinkToken(tx, deps.config.jwtSecret, token, ['sign_in'], now);
  if (!check.ok) {
    throw check.reason === 'not_found'
      ? new HttpError(404, 'link_not_found')
      : new HttpError(410, 'link_expired');
  }
  if (!(await consumeLinkToken(tx, check.link.id, now))) throw new HttpError(410, 'link_expired');
  const pass = await passById(tx, check.link.subscriptionId);
  if (!pass) throw new HttpError(404, 'link_not_found');
  return pass;
}

/** Reading the e-mail also confirms a pending invite: the address is proven either way. */
async function startSession(
  tx: DbExecutor,
  browser: SigningInBrowser,
  pass: PortalPass,
  kept: boolean,
  now: Date,
): Promise<StartedSession> {
  if (pass.customer.invitePending) {
    await tx
      .update(customers)
      .set({ invitePending: false, updatedAt: now.toISOString() })
      .where(eq(customers.id, pass.customer.id));
  }
  return createPortalSession(tx, { ...sessionFacts(browser), email: pass.customer.email, kept, now });
}

async function finish(
  deps: PaymentDeps,
  pass: PortalPass,
  started: StartedSession,
  next: string,
): Promise<SignedIn> {
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
    answer: {
      email: pass.customer.email,
      plate: pass.vehicle.plate,
      next,
      expires_at: started.session.expiresAt,
    },
    started,
  };
}

/** 'jane@example.com' -> 'j***@example.com': enough for the customer to recognise, little for a stranger. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
