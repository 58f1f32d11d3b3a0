import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CARDS, json } from '../../../../test/checkout-fixtures';
import {
  getPortal,
  portalPass as makePass,
  type PassKey,
  type PassOptions,
  type PortalApp,
  pay,
  postPortal,
  query,
  saveCardOn,
  signedIn as signInAs,
  startPortalApp,
} from '../../../../test/portal-fixtures';
import type { LostCardQuoteResponse, SavedCardFeeResponse } from '../../../contract/portal';
import { firstRow } from '../../../db/rows';
import { cards, events, items, passPayments, sales, subscriptions } from '../../../db/schema';
import type { MailMessage } from '../../../providers/mail/mail-provider';

// The lost-card fee paid with the card saved on the pass, through the sandbox end to end: what the
// fee screen read promised is what the card is charged, once, and only this pass's own card.

const NOW = new Date('2026-03-10T18:00:00Z');

let app: PortalApp;
let mails: MailMessage[];

beforeEach(async () => {
  app = await startPortalApp(() => NOW);
  ({ mails } = app);
});
afterEach(() => app.t.cleanup());

const portalPass = async (options: PassOptions) => makePass(app.t, options);
const signedIn = (key: PassKey) => signInAs(app, key);
type Pass = Awaited<ReturnType<typeof portalPass>>;

async function quote(pass: PassKey) {
  const res = await getPortal(app.t, `lost-card?${query(pass)}`);
  return { status: res.status, body: await json<LostCardQuoteResponse & { code?: string }>(res) };
}

async function payWithSavedCard(pass: PassKey, amountCents: number, language: 'en' | 'es' = 'en') {
  const res = await postPortal(app.t, 'lost-card/saved-card', {
    ...pass,
    language,
    amount_cents: amountCents,
  });
  return {
    status: res.status,
    body: await json<SavedCardFeeResponse & { code?: string; payment_code?: string; decline_code?: string }>(
      res,
    ),
  };
}

/** What the provider was asked to charge: every succeeded payment intent, as its event carried it. */
const charges = () =>
  app.delivered
    .filter((event) => event.type === 'payment_intent.succeeded')
    .map(
      (event) => event.data.object as { amount_received: number; customer: string; payment_method: string },
    );

const cardState = async (pass: Pass) =>
  (
    await firstRow(
      app.t.db
        .select()
        .from(cards)
        .where(eq(cards.id, pass.cardId ?? 0))
        .limit(1),
    )
  )?.statusKey;

const feeRows = async (pass: Pass) =>
  app.t.db.select().from(passPayments).where(eq(passPayments.subscriptionId, pass.subscriptionId));

describe('GET lost-card (the fee screen read)', () => {
  it('names the saved card and the fee; no saved card: null', async () => {
    const withCard = await portalPass({ renewal: '2026-03-20', cardCode: '000111' });
    await saveCardOn(app, withCard, CARDS.visa);
    await signedIn(withCard);
    expect(await quote(withCard)).toEqual({
      status: 200,
      body: { amount_cents: 2500, card_state: 'assigned', saved_card: { brand: 'visa', last4: '4242' } },
    });

    const without = await portalPass({ renewal: '2026-03-20', cardCode: '000112' });
    await signedIn(without);
    expect((await quote(without)).body).toEqual({
      amount_cents: 2500,
      card_state: 'assigned',
      saved_card: null,
    });
  });

  it('needs the pass e-mail session, and never offers an American Express card (it would be refunded)', async () => {
    const pass = await portalPass({ renewal: '2026-03-20', cardCode: '000113' });
    await saveCardOn(app, pass, CARDS.amex);
    expect((await quote(pass)).body.code).toBe('sign_in_required');
    await signedIn(pass);
    expect((await quote(pass)).body.saved_card).toBeNull();
    expect((await payWithSavedCard(pass, 2500)).body.code).toBe('no_saved_card');
  });
});

describe('POST lost-card/saved-card', () => {
  it('charges the saved card exactly the fee the screen read, with the same effects and receipt as the card form', async () => {
    const pass = await portalPass({ renewal: '2026-03-20', cardCode: '000555', language: 'es' });
    const paymentMethod = await saveCardOn(app, pass, CARDS.visa);
    await signedIn(pass);
    const promised = (await quote(pass)).body.amount_cents;

    const paid = await payWithSavedCard(pass, promised, 'es');
    expect(paid).toEqual({
      status: 200,
      body: {
        payment_id: expect.any(String),
        amount_cents: promised,
        status: 'paid',
        refund_reason: null,
        saved_card: { brand: 'visa', last4: '4242' },
      },
    });
    const customer = (
      await firstRow(
        app.t.db.select().from(subscriptions).where(eq(subscriptions.id, pass.subscriptionId)).limit(1),
      )
    )?.providerCustomerId;
    expect(charges()).toEqual([
      expect.objectContaining({ amount_received: promised, customer, payment_method: paymentMethod }),
    ]);
    expect(await cardState(pass)).toBe('lost');
    expect(await app.t.db.select().from(sales)).toEqual([
      expect.objectContaining({ type: 'item', amountCents: promised }),
    ]);
    const event = await firstRow(
      app.t.db.select().from(events).where(eq(events.action, 'Card lost – fee paid')).limit(1),
    );
    expect(JSON.parse(event?.payload ?? '{}')).toMatchObject({ card: '000555', amount_usd: '25.00' });
    expect(await feeRows(pass)).toEqual([expect.objectContaining({ method: 'saved_card', status: 'paid' })]);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Se reportó como perdida su tarjeta de acceso – ${pass.plate}`,
      `Cuota por tarjeta perdida pagada – ${pass.plate}`,
    ]);
    // The receipt numbers the payment, names the card that paid and links the Payments page.
    const fee = (await feeRows(pass))[0];
    const receipt = mails[1]?.text ?? '';
    expect(receipt).toContain(`Número de recibo: INV-${String(fee?.invoiceId).padStart(6, '0')}`);
    expect(receipt).toContain('Tarjeta: terminada en 4242');
    expect(receipt).toContain(`Abrir la página de Pagos: ${app.t.config.publicBaseUrl}/payments`);
    // The owner notice says how to reach the office, never only "call the garage".
    expect(mails[0]?.text).toContain(
      `llame a la oficina del estacionamiento al ${app.t.config.office.phone}`,
    );
    const status = await getPortal(app.t, `payment?id=${paid.body.payment_id}`);
    expect(await status.json()).toMatchObject({ status: 'paid', kind: 'loss_fee', amount_cents: promised });
  });

  it('a double tap (three calls at once) charges once and answers each the same payment', async () => {
    const pass = await portalPass({ renewal: '2026-03-20', cardCode: '000556' });
    await saveCardOn(app, pass, CARDS.visa);
    await signedIn(pass);
    const answers = await Promise.all([1, 2, 3].map(() => payWithSavedCard(pass, 2500)));
    const ids = new Set(answers.map((answer) => answer.body.payment_id));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body.status)).toEqual(['paid', 'paid', 'paid']);
    expect(ids.size).toBe(1);
    expect(charges()).toHaveLength(1);
    expect(await app.t.db.select().from(sales)).toHaveLength(1);
    expect(await feeRows(pass)).toHaveLength(1);
    // A tap after it landed gets the same answer, and nothing more is charged.
    expect((await payWithSavedCard(pass, 2500)).body.payment_id).toBe([...ids][0]);
    expect(charges()).toHaveLength(1);
  });

  it('never charges another amount than the one shown: a changed fee is refused with the new one', async () => {
    const pass = await portalPass({ renewal: '2026-03-20', cardCode: '000557' });
    await saveCardOn(app, pass, CARDS.visa);
    await signedIn(pass);
    const shown = (await quote(pass)).body.amount_cents;
    await app.t.db.update(items).set({ priceCents: 3000 }).where(eq(items.name, 'Loss fee'));
    const refused = await payWithSavedCard(pass, shown);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'loss_fee_changed', amount_cents: '3000' });
    expect(charges()).toEqual([]);
    expect(await cardState(pass)).toBe('assigned');

    const again = await payWithSavedCard(pass, Number(refused.body.amount_cents));
    expect(again.body).toMatchObject({ status: 'paid', amount_cents: 3000 });
    expect(charges()).toEqual([expect.objectContaining({ amount_received: 3000 })]);
  });

  it("never charges the card of another customer's pass", async () => {
    const mine = await portalPass({ renewal: '2026-03-20', cardCode: '000558' });
    const theirs = await portalPass({ renewal: '2026-03-20', cardCode: '000559' });
    const myCard = await saveCardOn(app, mine, CARDS.mastercard);
    await saveCardOn(app, theirs, CARDS.visa);
    await signedIn(mine);
    // Signed in as my e-mail, naming their pass: refused before anything is read or charged.
    const refused = await payWithSavedCard(theirs, 2500);
    expect(refused).toMatchObject({ status: 401, body: { code: 'sign_in_required' } });
    expect(charges()).toEqual([]);
    expect(await cardState(theirs)).toBe('assigned');

    expect((await payWithSavedCard(mine, 2500)).body.saved_card).toEqual({
      brand: 'mastercard',
      last4: '4444',
    });
    expect(charges()).toEqual([expect.objectContaining({ payment_method: myCard })]);
    expect(await feeRows(theirs)).toEqual([]);
    expect(await cardState(theirs)).toBe('assigned');
  });

  it('answers no_saved_card without a saved card, and no_card_assigned without an access card', async () => {
    const noSaved = await portalPass({ renewal: '2026-03-20', cardCode: '000560' });
    await signedIn(noSaved);
    expect(await payWithSavedCard(noSaved, 2500)).toMatchObject({
      status: 409,
      body: { code: 'no_saved_card' },
    });

    const noAccessCard = await portalPass({ renewal: '2026-03-20' });
    await saveCardOn(app, noAccessCard, CARDS.visa);
    await signedIn(noAccessCard);
    expect(await payWithSavedCard(noAccessCard, 2500)).toMatchObject({
      status: 409,
      body: { code: 'no_card_assigned' },
    });
    expect(charges()).toEqual([]);
  });

  it('a declined card: 402 with the card code and reason, nothing changes, and it can be tried again', async () => {
    const pass = await portalPass({ renewal: '2026-03-20', cardCode: '000561' });
    await saveCardOn(app, pass, CARDS.insufficientFunds);
    await signedIn(pass);
    const declined = await payWithSavedCard(pass, 2500);
    expect(declined).toMatchObject({
      status: 402,
      body: {
        code: 'saved_card_declined',
        payment_code: 'card_declined',
        decline_code: 'insufficient_funds',
      },
    });
    expect(await cardState(pass)).toBe('assigned');
    expect(await app.t.db.select().from(sales)).toEqual([]);
    expect(await feeRows(pass)).toEqual([expect.objectContaining({ status: 'failed' })]);
    // A new tap is a new attempt (not a replay of the decline).
    expect((await payWithSavedCard(pass, 2500)).body.code).toBe('saved_card_declined');
    expect(await feeRows(pass)).toHaveLength(2);
  });

  it('the 3-D Secure card cannot be charged without its holder: authentication required, then the card form pays', async () => {
    const pass = await portalPass({ renewal: '2026-03-20', cardCode: '000562' });
    await saveCardOn(app, pass, CARDS.threeDSecure);
    await signedIn(pass);
    const refused = await payWithSavedCard(pass, 2500);
    expect(refused).toMatchObject({ status: 402, body: { code: 'saved_card_authentication_required' } });
    expect(await cardState(pass)).toBe('assigned');

    const started = await postPortal(app.t, 'lost-card', { ...pass, language: 'en' });
    expect(started.status).toBe(200);
    const { client_secret } = await json<{ client_secret: string }>(started);
    await pay(app.t, client_secret, CARDS.visa);
    expect(await cardState(pass)).toBe('lost');
  });
});
