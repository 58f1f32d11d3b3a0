import { screen, within } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { CUSTOMER, manualPassActions, SUBSCRIPTION } from '../../../test/payments-fixtures';
import { renderPortal, signedIn } from '../../../test/render-portal';
import { PaymentsPage } from './payments-page';

// Switching between one-time and autopay: each dialog previews every charge and its day before the
// customer confirms (docs/decisions/switch-plan-preview.md).

beforeEach(() => setLanguage('en'));

const OFFER = {
  amount_cents: 25000,
  first_charge_date: '2026-12-22',
  saved_card: { brand: 'visa', last4: '4242' },
  charges: [
    { amount_cents: 25000, date: '2026-12-22' },
    { amount_cents: 25000, date: '2027-01-22' },
    { amount_cents: 25000, date: '2027-02-22' },
  ],
};

function dashboard(subscription: Record<string, unknown>) {
  stubFetch({
    'GET /api/payments-public/session': json(signedIn()),
    'GET /api/payments-public/subscription': json({ ...SUBSCRIPTION, ...subscription }),
    'GET /api/payments-public/customer-info': json(CUSTOMER),
  });
  return renderPortal('/payments', <PaymentsPage />);
}

describe('the switch preview', () => {
  it('turning autopay on lists the next three charges, nothing now', async () => {
    const user = dashboard({
      autopay_enabled: false,
      main_action: 'none',
      actions: manualPassActions('renew_too_early'),
      autopay_offer: OFFER,
      autopay_off_preview: null,
      next_charge: null,
    });
    await user.click(await screen.findByRole('button', { name: 'Turn autopay on' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Nothing is charged now. Your next charges:');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '$250.00 on December 22, 2026',
      '$250.00 on January 22, 2027',
      '$250.00 on February 22, 2027',
    ]);
  });

  it('turning autopay off says no automatic charge and the day to pay by, in Spanish', async () => {
    setLanguage('es');
    const user = dashboard({});
    await user.click(await screen.findByRole('button', { name: 'Desactivar el pago automático' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Sin cobro automático: pague a más tardar el 22 de diciembre de 2026 para conservar su pase.',
    );
  });
});
