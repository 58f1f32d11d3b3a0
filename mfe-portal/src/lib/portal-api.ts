import { api, parseResponse, readApiError } from 'api/client';
import type { SetupResultResponse } from 'api/contract/autopay';
import type {
  CustomerInfoResponse,
  LostCardResponse,
  PassPaymentStatusResponse,
  PortalInvoice,
  RenewResponse,
  SubscriptionResponse,
} from 'api/contract/portal';
import type {
  PortalSessionResponse,
  SignInLinkInput,
  SignInRequestInput,
  SignInRequestResponse,
  SignInResponse,
  SignInVerifyInput,
  SignOutResponse,
} from 'api/contract/portal-session';

// The portal's calls through the typed client: a route or shape that changes on the server fails
// this package's typecheck.

export type Pass = { email: string; plate: string };
export type Invoice = PortalInvoice;
/** `GET subscription`'s answer: the pass as the dashboard shows it (the URL keeps the older word). */
export type PassOverview = SubscriptionResponse;
export type CustomerInfo = CustomerInfoResponse;
export type StartedPayment = LostCardResponse;
export type RenewStart = RenewResponse;
export type PaymentState = PassPaymentStatusResponse;
export type SetupResult = SetupResultResponse;
export type PortalSession = PortalSessionResponse;
export type SignInSent = SignInRequestResponse;
export type SignedIn = SignInResponse;
export type SignedOut = SignOutResponse;

/**
 * Dispatched on `window` when any portal call answers 401 `sign_in_required` (the session ended,
 * expired or was signed out everywhere): the session provider drops back to the sign-in form.
 */
export const SIGN_IN_REQUIRED_EVENT = 'portal:sign-in-required';

function announceSignInRequired(failure: unknown): never {
  if (readApiError(failure)?.code === 'sign_in_required') {
    globalThis.window?.dispatchEvent(new Event(SIGN_IN_REQUIRED_EVENT));
  }
  throw failure;
}

/** The start of every cached read about one pass: resetting it reads the whole pass again. */
export const passQueryKey = (pass: Pass) => ['portal', 'pass', pass.email, pass.plate] as const;

/** `sent`'s answer, unchanged except that a 401 `sign_in_required` is announced before it rejects. */
export function watchingSignIn<T>(sent: Promise<T>): Promise<T> {
  return sent.catch(announceSignInRequired);
}

/** Every call of `calls`, unchanged except that a 401 `sign_in_required` is announced before it rejects. */
function watchSignIn<T extends Record<string, (...args: never[]) => Promise<unknown>>>(calls: T): T {
  return Object.fromEntries(
    Object.entries(calls).map(([name, send]) => [
      name,
      (...args: never[]) => send(...args).catch(announceSignInRequired),
    ]),
  ) as T;
}

const portal = api['payments-public'];
const _query = (pass: Pass) => ({ query: { email: pass.email, plate: pass.plate } });

// Writes live beside their feature as `use-<verb>-<thing>.ts` mutation hooks
// (docs/decisions/front-end-writes-as-mutations.md); what stays here is the session's own calls, the
// one-time invite trade and the payment poll.
export const portalApi = watchSignIn({
  confirmInvite: (token: string) => parseResponse(portal['confirm-invite'].$post({ json: { token } })),
  session: () => parseResponse(portal.session.$get()),
  signIn: (input: SignInRequestInput) => parseResponse(portal['sign-in'].$post({ json: input })),
  signInVerify: (input: SignInVerifyInput) => parseResponse(portal['sign-in'].verify.$post({ json: input })),
  signInLink: (input: SignInLinkInput) => parseResponse(portal['sign-in'].link.$post({ json: input })),
  signOut: (everywhere: boolean) => parseResponse(portal['sign-out'].$post({ json: { everywhere } })),
  payment: (id: string) => parseResponse(portal.payment.$get({ query: { id } })),
});
