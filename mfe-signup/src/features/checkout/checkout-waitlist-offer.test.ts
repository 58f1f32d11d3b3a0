import { getT } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { checkoutWrites, fakeCardForm, intentResponse, WIZARD } from '../../../test/checkout-fixtures';
import { failureText } from './checkout-failure-text';
import { newCheckoutSession, payOnce } from './run-checkout';

const buyer = {
  email: 'ana@example.com',
  wizard: WIZARD,
  website: '',
  language: 'en' as const,
  consent: { terms_text: 'I accept the terms.', language: 'en' as const },
  captchaPass: 'signed-pass',
};

describe('checkout of a space held by a waitlist offer', () => {
  it('names the offer to create-intent, so the held space is the one sold', async () => {
    let sent: unknown;
    stubFetch({
      'POST /api/billing/create-intent': ({ body }) => {
        sent = body;
        return json(intentResponse('payment'));
      },
    });
    await payOnce(
      1,
      { ...buyer, waitlistOfferToken: 'offer-tok' },
      fakeCardForm(),
      newCheckoutSession(),
      checkoutWrites(),
    );
    expect(sent).toMatchObject({ email: 'ana@example.com', waitlistOfferToken: 'offer-tok' });
  });

  it('sends no offer field for an ordinary purchase', async () => {
    let sent: Record<string, unknown> = {};
    stubFetch({
      'POST /api/billing/create-intent': ({ body }) => {
        sent = body as Record<string, unknown>;
        return json(intentResponse('payment'));
      },
    });
    await payOnce(
      1,
      { ...buyer, waitlistOfferToken: null },
      fakeCardForm(),
      newCheckoutSession(),
      checkoutWrites(),
    );
    expect(sent).not.toHaveProperty('waitlistOfferToken');
  });

  it.each([
    ['waitlist_offer_expired', /The time to buy the space held for you has passed/],
    ['waitlist_offer_email_mismatch', /Use that address to buy it/],
  ])('explains %s in the visitor’s words, not the server’s', async (code, text) => {
    stubFetch({ 'POST /api/billing/create-intent': json({ error: 'Server wording', code }, 409) });
    const outcome = await payOnce(
      1,
      { ...buyer, waitlistOfferToken: 'offer-tok' },
      fakeCardForm(),
      newCheckoutSession(),
      checkoutWrites(),
    );
    if (outcome.kind !== 'failed') throw new Error('expected a failure');
    expect(failureText(outcome.failure, getT('en'))).toMatch(text);
  });
});
