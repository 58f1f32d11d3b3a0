import { screen, within } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { CUSTOMER, SUBSCRIPTION } from '../../../test/payments-fixtures';
import { renderPortal, signedIn } from '../../../test/render-portal';
import { PaymentsPage } from './payments-page';

beforeEach(() => setLanguage('en'));

function dashboard(subscription: Partial<typeof SUBSCRIPTION>) {
  stubFetch({
    'GET /api/payments-public/session': json(signedIn(['ABC123'])),
    'GET /api/payments-public/subscription': json({ ...SUBSCRIPTION, ...subscription }),
    'GET /api/payments-public/customer-info': json(CUSTOMER),
  });
  return renderPortal('/payments', <PaymentsPage />);
}

describe('the card expiry banner and the next charge', () => {
  it('warns while the saved card expires within 30 days, linking to the card change', async () => {
    dashboard({ card_expiry: { brand: 'visa', last4: '3030', last_day: '2026-12-31', days_left: 21 } });
    const banner = (await screen.findByText('Your card expires soon')).closest('.ds-alert') as HTMLElement;
    expect(banner).toHaveTextContent(
      'Autopay charges your Visa card ending in 3030, which works through December 31, 2026.',
    );
    expect(within(banner).getByRole('link', { name: 'Change card' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/change-card\?.*plate=ABC123/),
    );
    expect(screen.getByText('Next charge: $220.00 on December 22, 2026.')).toBeInTheDocument();
  });

  it('says an expired card stopped working, in Spanish', async () => {
    setLanguage('es');
    dashboard({
      card_expiry: { brand: 'mastercard', last4: '4444', last_day: '2026-11-30', days_left: -3 },
      next_charge: { amount_cents: 19800, date: '2026-12-22' },
    });
    const banner = (await screen.findByText('Su tarjeta ha vencido')).closest('.ds-alert') as HTMLElement;
    expect(banner).toHaveTextContent('que dejó de funcionar después del 30 de noviembre de 2026');
    expect(within(banner).getByRole('link', { name: 'Cambiar tarjeta' })).toBeInTheDocument();
    expect(screen.getByText('Próximo cobro: $198.00 el 22 de diciembre de 2026.')).toBeInTheDocument();
  });

  it('shows no banner for a card that works longer, and no next charge without autopay', async () => {
    dashboard({ card_expiry: null, next_charge: null });
    expect(await screen.findByText('Active · 12 days left')).toBeInTheDocument();
    expect(screen.queryByText('Your card expires soon')).toBeNull();
    expect(screen.queryByText(/^Next charge:/)).toBeNull();
  });
});
