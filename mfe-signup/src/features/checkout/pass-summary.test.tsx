import { act, screen } from '@testing-library/react';
import type { ValidWizardData } from 'api/contract/wizard-data';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery } from '../../../test/query-client';
import { PassSummary } from './pass-summary';

// The checkout's validity line is the server's pass period, never computed from the phone's clock.

const WIZARD = {
  personal: { firstName: 'Ana', lastName: 'López' },
  vehicle: { plate: 'ABC123', year: 2021, make: 'Nissan', model: 'Versa' },
} as unknown as ValidWizardData;

// A date the browser's clock could not give: only the server's answer can show it.
const CONFIG = {
  provider: 'sandbox',
  holdMinutes: 10,
  pass_period: { start_date: '2031-04-10', next_renewal_date: '2031-05-09' },
};

afterEach(() => act(() => setLanguage('en')));

describe('the checkout pass summary', () => {
  it('shows the renewal date the server answered, in English and Spanish', async () => {
    stubFetch({ 'GET /api/billing/config': json(CONFIG) });
    renderWithQuery(<PassSummary wizard={WIZARD} />);
    expect(await screen.findByTestId('checkout-validity')).toHaveTextContent('May 9, 2031');
    act(() => setLanguage('es'));
    expect(screen.getByTestId('checkout-validity')).toHaveTextContent('9 de mayo de 2031');
  });

  it('shows no date rather than the phone’s while the server has not answered', async () => {
    stubFetch({ 'GET /api/billing/config': json({ error: 'down', code: 'internal_error' }, 500) });
    renderWithQuery(<PassSummary wizard={WIZARD} />);
    expect(await screen.findByTestId('checkout-plate')).toHaveTextContent('ABC123');
    expect(screen.queryByTestId('checkout-validity')).not.toBeInTheDocument();
  });
});
