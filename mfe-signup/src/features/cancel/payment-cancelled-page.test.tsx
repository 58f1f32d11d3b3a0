import { act, cleanup, render, screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { PaymentCancelledPage } from './payment-cancelled-page';

afterEach(() => {
  cleanup();
  setLanguage('en');
});

function renderPage() {
  return render(
    <MemoryRouter>
      <PaymentCancelledPage />
    </MemoryRouter>,
  );
}

describe('PaymentCancelledPage', () => {
  it('is a Spanish page saying nothing was charged, with a link home', () => {
    act(() => setLanguage('es'));
    renderPage();
    const title = screen.getByRole('heading', { level: 1, name: 'Pago cancelado' });
    expect(title.closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(
      screen.getByText('Su pago fue cancelado. No se realizó ningún cargo a su tarjeta.'),
    ).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Volver al inicio' });
    expect(home).toHaveAttribute('href', '/');
    expect(screen.queryByText(/No charge was made/)).not.toBeInTheDocument();
  });

  it('speaks English to English visitors, keeping the Spanish text under it', () => {
    renderPage();
    const title = screen.getByRole('heading', { level: 1, name: 'Payment cancelled' });
    expect(title.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('heading', { name: 'Pago cancelado' })).toBeNull();
    expect(screen.getByText(/No se realizó ningún cargo/).closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
