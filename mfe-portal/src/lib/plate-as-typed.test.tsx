import { screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../tooling/stub-fetch';
import { bodyOf, SENT } from '../../test/payments-fixtures';
import { renderPortal, SIGNED_OUT } from '../../test/render-portal';
import { PaymentsPage } from '../features/payments/payments-page';

// The plate on the car is often written "ABC-123" or "ABC 123"; the portal asks for it as stored.

beforeEach(() => setLanguage('es'));

describe('a plate typed with a dash or a space', () => {
  it('is sent and remembered without them', async () => {
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(SIGNED_OUT),
      'POST /api/payments-public/sign-in': json(SENT, 202),
    });
    const user = renderPortal('/payments', <PaymentsPage />);
    await user.type(await screen.findByLabelText(/Correo electrónico/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Placa/), 'abc–12 3');
    await user.click(screen.getByRole('button', { name: 'Enviarme un código' }));
    expect(await screen.findByRole('heading', { name: 'Revise su correo' })).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/payments-public/sign-in')).toMatchObject({ plate: 'ABC123' });
    expect(JSON.parse(localStorage.getItem('portal.lastPass') ?? '{}')).toMatchObject({ plate: 'ABC123' });
  });

  it('in an opened link reads as the plate on file', async () => {
    stubFetch({ 'GET /api/payments-public/session': json(SIGNED_OUT) });
    renderPortal('/payments?email=ana@example.com&plate=abc-123', <PaymentsPage />);
    expect(await screen.findByLabelText(/Placa/)).toHaveValue('ABC123');
  });
});
