import { cleanup, screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { SUBSCRIPTION } from '../../../test/payments-fixtures';
import { renderPortal, SIGNED_OUT, signedIn } from '../../../test/render-portal';
import { LostCardPage } from './lost-card-page';

const LOOKUP = { ok: true, invitePending: false, info_message: null, loss_fee: { amount_cents: 2500 } };
const ITEMS = [{ id: 3, name: 'Loss fee', description: 'Replacement card', price_cents: 2500 }];
const PATH = '/lost-card?email=ana@example.com&plate=ABC123';

beforeEach(() => setLanguage('en'));

describe('/lost-card', () => {
  it('without a session shows the sign-in form', async () => {
    stubFetch({ 'GET /api/payments-public/session': json(SIGNED_OUT) });
    renderPortal(PATH, <LostCardPage />);
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Loss fee' })).not.toBeInTheDocument();
  });

  it('explains that no card is assigned', async () => {
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/lookup': json({ ...LOOKUP, loss_payment_allowed: false }),
      'GET /api/items': json(ITEMS),
    });
    renderPortal(PATH, <LostCardPage />);
    expect(await screen.findByText(/No card is currently assigned to this pass/)).toBeInTheDocument();
  });

  it("names the plate, shows the 'Loss fee' price and leads to its checkout", async () => {
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/lookup': json({ ...LOOKUP, loss_payment_allowed: true }),
      'GET /api/items': json(ITEMS),
    });
    renderPortal(PATH, <LostCardPage />);
    expect(await screen.findByText('Replacement card for the pass of plate ABC123.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay $25.00' })).toHaveAttribute(
      'href',
      '/lost-card/checkout?email=ana%40example.com&plate=ABC123',
    );
  });

  it('names the access card it replaces, masked, and the plate, in both languages', async () => {
    for (const language of ['en', 'es'] as const) {
      setLanguage(language);
      stubFetch({
        'GET /api/payments-public/session': json(signedIn()),
        'GET /api/payments-public/lookup': json({ ...LOOKUP, loss_payment_allowed: true }),
        'GET /api/payments-public/subscription': json({
          ...SUBSCRIPTION,
          card: { state: 'assigned', code_last4: '0042' },
        }),
        'GET /api/items': json(ITEMS),
      });
      renderPortal(PATH, <LostCardPage />);
      expect(
        await screen.findByText(
          language === 'en'
            ? 'Replacement for access card ····0042, of the pass of plate ABC123.'
            : 'Reposición de la tarjeta de acceso ····0042, del pase de la placa ABC123.',
        ),
      ).toBeInTheDocument();
      cleanup();
    }
  });
});
