import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { CheckoutConsent, CreateIntentInput } from '../src/contract/billing-input';
import type { CreateIntentResponse, SubscribeResponse } from '../src/contract/billing-response';
import type { SandboxIntentResult } from '../src/contract/sandbox-payments';
import type { WizardData } from '../src/contract/wizard-data';
import { firstRow } from '../src/db/rows';
import { locations, subscriptions } from '../src/db/schema';
import type { TestApp } from './test-app';

let counter = 0;

/** A complete, valid signup wizard for a new plate and e-mail each call. */
export function wizardData(
  overrides: {
    personal?: Partial<WizardData['personal']>;
    vehicle?: Partial<WizardData['vehicle']>;
    address?: Partial<WizardData['address']>;
  } = {},
): WizardData {
  counter += 1;
  const email = overrides.personal?.email ?? `buyer${counter}-${process.pid}@example.com`;
  return {
    personal: {
      firstName: 'Ana',
      lastName: 'López',
      phoneDial: '+52',
      phone: '664 123 4567',
      email,
      confirmEmail: email,
      ...overrides.personal,
    },
    vehicle: {
      type: 'car',
      make: 'Nissan',
      model: 'Versa',
      year: 2021,
      color: 'Gray',
      plate: `BC${counter}X${process.pid % 1000}`,
      ...overrides.vehicle,
    },
    address: {
      addr1: '123 Border Ave',
      addr2: '',
      city: 'San Ysidro',
      state: 'CA',
      country: 'USA',
      zip: '92173',
      ...overrides.address,
    },
  };
}

/** What the checkout page shows beside its checkboxes, as the tests' buyers accept it. */
export const CONSENT_TEXTS = {
  terms: 'I accept the terms and conditions.',
  autopay: 'I authorize monthly charges to my card until I turn autopay off.',
} as const;

/** The consent a checkout call carries: the autopay text only for the autopay plan. */
export function consentFor(planId: number, language: 'en' | 'es' = 'en'): CheckoutConsent {
  return {
    terms_text: CONSENT_TEXTS.terms,
    ...(planId === 2 ? { autopay_text: CONSENT_TEXTS.autopay } : {}),
    language,
  };
}

export function createIntentBody(
  wizard: WizardData,
  extra: {
    planId?: number;
    language?: 'en' | 'es';
    website?: string;
    consent?: CheckoutConsent | null;
    captchaPass?: string;
    checkoutToken?: string;
  } = {},
): CreateIntentInput {
  return {
    planId: extra.planId ?? 1,
    email: wizard.personal.email,
    firstName: wizard.personal.firstName,
    lastName: wizard.personal.lastName,
    wizardData: wizard,
    website: extra.website ?? '',
    ...(extra.language ? { language: extra.language } : {}),
    consent: extra.consent === undefined ? consentFor(extra.planId ?? 1, extra.language) : extra.consent,
    ...(extra.captchaPass ? { captchaPass: extra.captchaPass } : {}),
    ...(extra.checkoutToken ? { checkoutToken: extra.checkoutToken } : {}),
  };
}

/**
 * The signed CAPTCHA pass, earned as the wizard earns it: offline challenge, then verify. The pass is
 * good only for the client that earned it: give the `X-Forwarded-For` the later calls send.
 */
export async function humanPass(t: Pick<TestApp, 'app'>, ip?: string): Promise<string> {
  const from: Record<string, string> = ip ? { 'X-Forwarded-For': ip } : {};
  const challenge = await t.app.request('/api/captcha/offline-challenge', { method: 'POST', headers: from });
  const { token } = (await challenge.json()) as { token: string };
  const verified = await t.app.request('/api/captcha/verify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...from },
    body: JSON.stringify({ recaptchaToken: token }),
  });
  return ((await verified.json()) as { pass: string }).pass;
}

let buyerAddress = 0;
/** A client address of its own per buyer: the per-address throttle and hold cap see separate people. */
export function buyerIp(): string {
  buyerAddress += 1;
  return `10.${(buyerAddress >> 16) & 255}.${(buyerAddress >> 8) & 255}.${buyerAddress & 255}`;
}

export const CARDS = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0027 6000 3184',
  threeDSecureOnce: '4000 0025 0000 3155',
  amex: '3782 822463 10005',
} as const;

export function card(number: string) {
  const digits = number.replace(/\s/g, '');
  return {
    number,
    expMonth: 12,
    expYear: new Date().getFullYear() + 3,
    cvc: /^3[47]/.test(digits) ? '1234' : '123',
    postalCode: '92173',
  };
}

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export async function createIntent(
  t: TestApp,
  wizard: WizardData,
  planId = 1,
  language?: 'en' | 'es',
  /** The token an earlier create-intent answered this browser (it starts over). */
  checkoutToken?: string,
) {
  const ip = buyerIp();
  const captchaPass = await humanPass(t, ip);
  const res = await t.client.api.billing['create-intent'].$post(
    {
      json: createIntentBody(wizard, {
        planId,
        captchaPass,
        ...(language ? { language } : {}),
        ...(checkoutToken ? { checkoutToken } : {}),
      }),
    },
    { headers: { 'X-Forwarded-For': ip } },
  );
  // Typed as any status: the tests look at refusals (409, 503) the route's types do not list.
  return {
    status: res.status as number,
    body: await json<CreateIntentResponse & { error?: string; code?: string }>(res),
  };
}

export async function confirm(t: TestApp, clientSecret: string, number: string) {
  const res = await t.client.api.sandbox.confirm.$post({ json: { clientSecret, card: card(number) } });
  return { status: res.status as number, body: await json<SandboxIntentResult>(res) };
}

export async function challenge(t: TestApp, clientSecret: string, outcome: 'complete' | 'fail') {
  const res = await t.client.api.sandbox.challenge.$post({ json: { clientSecret, outcome } });
  return { status: res.status as number, body: await json<SandboxIntentResult>(res) };
}

/** The whole one-time purchase through the sandbox, as the checkout page does it. */
export async function buyOneTime(t: TestApp, wizard = wizardData(), number: string = CARDS.visa) {
  const intent = await createIntent(t, wizard, 1);
  if (intent.status !== 200) return { wizard, intent, confirmed: null };
  const confirmed = await confirm(t, intent.body.clientSecret, number);
  return { wizard, intent, confirmed };
}

/** Autopay through the sandbox: setup, subscribe, and the 3-D Secure step when asked. */
export async function buyAutopay(
  t: TestApp,
  wizard = wizardData(),
  number: string = CARDS.visa,
  challengeOutcome: 'complete' | 'fail' = 'complete',
) {
  const intent = await createIntent(t, wizard, 2);
  const setup = await confirm(t, intent.body.clientSecret, number);
  if (setup.body.status === 'requires_action') {
    const done = await challenge(t, intent.body.clientSecret, 'complete');
    setup.body = done.body;
  }
  const res = await t.client.api.billing.subscribe.$post({
    json: {
      customerId: intent.body.customerId,
      // No payment method (a failed setup): the server's own refusal is what the test looks at.
      paymentMethod: setup.body.paymentMethod ?? '',
      carId: null,
      planId: 2,
      wizardData: wizard,
      website: '',
      consent: consentFor(2),
    },
  });
  const subscribed = {
    status: res.status as number,
    body: await json<SubscribeResponse & { error?: string; code?: string }>(res),
  };
  let firstPayment: SandboxIntentResult | null = null;
  if (subscribed.body.requiresAction && subscribed.body.paymentIntentClientSecret) {
    firstPayment = (await challenge(t, subscribed.body.paymentIntentClientSecret, challengeOutcome)).body;
  }
  return { wizard, intent, setup, subscribed, firstPayment };
}

/** Messages the outbox holds, oldest first. */
export function outboxMessages(t: TestApp): string[] {
  const folder = join(t.config.dataDir, 'outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8'));
}

/** An .eml as a person reads it: encoded-word headers and quoted-printable bodies decoded. */
export function decodeEml(raw: string): string {
  const headers = raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_match, word: string) => quotedPrintable(word.replace(/_/g, ' ')));
  return quotedPrintable(headers.replace(/=\r?\n/g, ''));
}

function quotedPrintable(text: string): string {
  const parts = text.split(/(=[0-9A-F]{2})/);
  return Buffer.concat(
    parts.map((part) =>
      /^=[0-9A-F]{2}$/.test(part)
        ? Buffer.from([Number.parseInt(part.slice(1), 16)])
        : Buffer.from(part, 'utf8'),
    ),
  ).toString('utf8');
}

/** Sets how many spaces the online-sales location offers. */
export const setSpaces = async (t: TestApp, n: number) =>
  t.db.update(locations).set({ onlineSalesSpaces: n }).where(eq(locations.id, 1));

/** What the public availability endpoint says, as a visitor sees it. */
export const openSlots = async (t: TestApp) =>
  (
    await json<{ open_slots: number }>(
      await t.client.api.locations[':id']['online-availability'].$get({ param: { id: '1' } }),
    )
  ).open_slots;

/** How many passes are active. */
export const passCount = async (t: TestApp) =>
  (
    await firstRow(
      t.db
        .select({ n: sql<number>`count(*)` })
        .from(subscriptions)
        .where(eq(subscriptions.statusKey, 'active'))
        .limit(1),
    )
  )?.n;
