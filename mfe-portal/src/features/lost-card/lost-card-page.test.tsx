import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { LostCardPage } from './lost-card-page';

const LOOKUP = { ok: true, invitePending: false, info_message: null, loss_fee: { amount_cents: 2500 } };
const ITEMS = [{ id: 3, name: 'Loss fee', description: 'Replacement card', price_cents: 2500 }];

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/lost-card?email=ana@example.com&plate=ABC123']}>
      <LostCardPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => setLanguage('en'));

describe('/lost-card', () => {
  it('explains that no card is assigned', async () => {
    stubFetch({
      'GET /api/payments-public/lookup': json({ ...LOOKUP, loss_payment_allowed: false }),
      'GET /api/items': json(ITEMS),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/No card is currently assigned to this pass/)).toBeInTheDocument();
  });

  it("shows the 'Loss fee' price and leads to its checkout", async () => {
    stubFetch({
      'GET /api/payments-public/lookup': json({ ...LOOKUP, loss_payment_allowed: true }),
      'GET /api/items': json(ITEMS),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'Pay $25.00' })).toHaveAttribute(
      'href',
      '/lost-card/checkout?email=ana%40example.com&plate=ABC123',
    );
  });
});
