import { api, parseResponse } from 'api/client';
import type { SandboxConfirmInput, SandboxIntentResult } from 'api/contract/sandbox-payments';

/** The offline sandbox's browser protocol: what Stripe.js does against Stripe. */
export async function sandboxConfirm(
  clientSecret: string,
  card: SandboxConfirmInput['card'],
): Promise<SandboxIntentResult> {
  return parseResponse(api.sandbox.confirm.$post({ json: { clientSecret, card } }));
}

export async function sandboxChallenge(
  clientSecret: string,
  outcome: 'complete' | 'fail',
): Promise<SandboxIntentResult> {
  return parseResponse(api.sandbox.challenge.$post({ json: { clientSecret, outcome } }));
}
