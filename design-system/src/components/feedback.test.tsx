import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/language';
import { Alert } from './alert';
import { EmptyState } from './empty-state';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';
import { NotFound } from './not-found';
import { Loading, Spinner } from './spinner';
import { Tile, TileGrid } from './tile';

afterEach(() => {
  act(() => setLanguage('en'));
});

describe('NotFound', () => {
  it('has a title, a message and a link home', () => {
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('is translated', () => {
    act(() => setLanguage('es'));
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeInTheDocument();
  });
});

describe('ErrorFallback', () => {
  it('says which area is unavailable and retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorFallback area="payments portal" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The payments portal is unavailable right now.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

const flaky = { fail: true };

function Flaky() {
  if (flaky.fail) throw new Error('boom');
  return <p>loaded</p>;
}

function FlakyArea() {
  return (
    <ErrorBoundary
      fallback={(_, reset) => (
        <ErrorFallback
          area="admin area"
          onRetry={() => {
            flaky.fail = false;
            reset();
          }}
        />
      )}
    >
      <Flaky />
    </ErrorBoundary>
  );
}

describe('ErrorBoundary', () => {
  it('shows the fallback on a render error and renders the children again on reset', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    flaky.fail = true;
    render(<FlakyArea />);
    expect(screen.getByRole('alert')).toHaveTextContent('The admin area is unavailable right now.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});

describe('small components', () => {
  it('Spinner and Loading are announced as status', () => {
    render(
      <>
        <Spinner />
        <Loading label="Loading payments…" />
      </>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses[0]).toHaveTextContent('Loading…');
    expect(statuses[1]).toHaveTextContent('Loading payments…');
  });

  it('Tile shows label and value as a description list', () => {
    render(
      <TileGrid label="Sales summary">
        <Tile label="Revenue" value="$1,250.00" />
      </TileGrid>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Revenue');
    expect(screen.getByRole('definition')).toHaveTextContent('$1,250.00');
  });

  it('Alert uses role alert for danger and status otherwise', () => {
    render(
      <>
        <Alert tone="danger">No customer found with that data.</Alert>
        <Alert tone="info">Check your e-mail.</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No customer found with that data.');
    expect(screen.getByRole('status')).toHaveTextContent('Check your e-mail.');
  });

  it('EmptyState shows title, message and action', () => {
    render(
      <EmptyState
        title="No pending events"
        message="All done."
        action={<button type="button">Reload</button>}
      />,
    );
    expect(screen.getByText('No pending events')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
