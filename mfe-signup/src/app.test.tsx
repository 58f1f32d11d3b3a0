import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { json, stubFetch } from '../../tooling/stub-fetch';
import { SEEDED_PLANS } from '../test/seeded-plans';
import SignupApp from './app';
import { loadPurchase } from './features/signup-wizard/purchase-storage';
import { loadDraft, saveDraft } from './features/signup-wizard/wizard-draft';
import { saveWizard } from './features/signup-wizard/wizard-session';
import { loadWizard } from './features/signup-wizard/wizard-storage';
import { valuesFromWizardData } from './features/signup-wizard/wizard-values';

// Pages and the wizard load lazily; vitest compiles a lazy module on its first import, slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SignupApp />
    </MemoryRouter>,
  );
}

describe('SignupApp routes', () => {
  it('renders /cancel', async () => {
    renderAt('/cancel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeInTheDocument();
  });

  it('renders the design-system not-found page for other paths', () => {
    renderAt('/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('/success clears the saved wizard and what was typed, and the landing page then thanks the buyer', async () => {
    const wizard = {
      personal: {
        firstName: 'Ana',
        lastName: '',
        phoneDial: '+1',
        phone: '6195550100',
        email: 'ana@example.com',
        confirmEmail: 'ana@example.com',
      },
      vehicle: { type: 'car', make: 'Nissan', model: 'Versa', year: 2020, color: 'White', plate: 'BCN42' },
      address: {
        addr1: '1 Main St',
        addr2: '',
        city: 'San Diego',
        state: 'California',
        country: 'United States',
        zip: '92173',
      },
    } as const;
    saveWizard(wizard);
    saveDraft({ values: valuesFromWizardData(wizard), captchaVerified: true });
    stubFetch({
      'GET /api/billing/receipt': json({
        plate: 'BCN42',
        plan_name: 'Monthly pass',
        amount_cents: 25000,
        autopay: false,
        start_date: '2026-01-31',
        next_renewal_date: '2026-02-28',
        valid_from: '00:00',
        valid_through: '23:45',
        discount_cycles_left: 0,
        email: 'ana@example.com',
      }),
      'GET /api/locations/1/online-availability': json({ open_slots: 39 }),
      'GET /api/plans': json(SEEDED_PLANS),
    });
    renderAt('/success?payment_intent_client_secret=pi_sbx_1_secret_x&charged=1');
    expect(await screen.findByTestId('pass-plate')).toHaveTextContent('BCN42');
    // Cleared by an effect right after the pass is shown.
    await waitFor(() => expect(loadWizard()).toBeNull());
    // The buyer's personal data is not kept in the tab once the pass is bought.
    expect(loadDraft()).toBeNull();
    expect(loadPurchase()).toEqual({ plate: 'BCN42' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByTestId('thank-you-plate')).toHaveTextContent('BCN42');
  });

  it('renders /checkout with a back button and no saved details', async () => {
    stubFetch({ 'GET /api/plans': json(SEEDED_PLANS) });
    renderAt('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the sign-up form' })).toBeInTheDocument();
  });
});
