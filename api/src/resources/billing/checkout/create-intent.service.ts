import type { z } from 'zod';
import type { createIntentInputSchema } from '../../../contract/billing-input';
import type { CreateIntentResponse } from '../../../contract/billing-response';
import { normalizeEmail } from '../../../contract/email-address';
import type { ValidWizardData } from '../../../contract/wizard-data';
import { type ConsentClient, requireCheckoutConsent } from '../../../domain/customers/consents';
import { fullName } from '../../../domain/customers/customer-records';
import { readCaptchaPass } from '../../../lib/captcha-pass';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { assertHuman, assertZipMatchesState, firstChargeCents, publicPlan } from './checkout-input';
import { cancelSupersededIntents, openProviderIntent } from './provider-intent';
import { unpaidRivals } from './rival-checkouts';
import { captchaPassHolder, reserveSpace } from './space-reservation';

type CreateIntentInput = z.output<typeof createIntentInputSchema>;

/**
 * `POST /billing/create-intent`: checks the buyer, holds a space and only then asks the provider for an
 * intent, so a full garage answers 409 before anything can be charged.
 */
export async function createIntent(
  deps: PaymentDeps,
  input: CreateIntentInput,
  client: ConsentClient,
): Promise<CreateIntentResponse> {
  const wizard = input.wizardData;
  assertHuman(input.website);
  if (normalizeEmail(input.email) !== normalizeEmail(wizard.personal.email)) {
    throw new HttpError(400, 'email_mismatch');
  }
  assertZipMatchesState(wizard.address);
  const plan = await publicPlan(deps, input.planId);
  const consent = requireCheckoutConsent(input.consent, plan.autopay);
  // After the input checks (they cost nothing and hold nothing), before anything is held: a pass
  // solved on this network (client key) that started no other checkout.
  const pass = readCaptchaPass(deps.config.jwtSecret, input.captchaPass, client.clientIp, deps.now());
  if (!pass) throw new HttpError(403, 'captcha_pass_required');
  await captchaPassHolder(deps.db, pass.nonce, input.checkoutToken);
  const plate = wizard.vehicle.plate;
  const email = normalizeEmail(input.email);
  const amountCents = firstChargeCents(plan);
  const intentKind = plan.autopay ? 'setup' : 'payment';
  // Stored answers keep the buyer's own wording of first and last name from the checkout form.
  const stored: ValidWizardData = {
    ...wizard,
    personal: { ...wizard.personal, firstName: input.firstName, lastName: input.lastName },
  };

  const now = deps.now();
  const { checkoutToken } = input;
  const rivals = await unpaidRivals(deps, { plate, email, checkoutToken }, now.toISOString());
  const reserved = await reserveSpace(
    deps,
    {
      email,
      plate,
      checkoutToken,
      captchaNonce: pass.nonce,
      unpaidRivals: rivals,
      waitlistOfferToken: input.waitlistOfferToken,
      plan,
      language: input.language,
      wizard: stored,
      amountCents,
      intentKind,
      consent,
      client,
    },
    now,
  );
  const { checkout } = reserved;
  const intent = await openProviderIntent(deps, checkout, {
    name: fullName(input.firstName, input.lastName),
    description: `${plan.name} – ${plate}`,
    nowIso: now.toISOString(),
  });
  cancelSupersededIntents(deps, reserved.supersededIntents);

  return {
    clientSecret: intent.clientSecret,
    intentType: intentKind,
    checkoutToken: checkout.token,
    customerId: checkout.token,
    // The vehicle is written when the payment completes; an id of a row on file would tell a stranger
    // the plate is registered (docs/decisions/public-answers-reveal-no-records.md).
    carId: null,
    amountCents,
    holdExpiresAt: reserved.expiresAt,
  };
}
