import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import SignupApp from './app';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SignupApp />
    </MemoryRouter>,
  );
}

describe('SignupApp routes', () => {
  it('renders /cancel', () => {
    renderAt('/cancel');
    expect(screen.getByRole('heading', { level: 1, name: 'Pago cancelado' })).toBeInTheDocument();
  });

  it('renders the design-system not-found page for other paths', () => {
    renderAt('/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});
