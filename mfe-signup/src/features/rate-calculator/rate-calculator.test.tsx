import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { vi } from 'vitest';
import { DriveUpRatesSection } from './drive-up-rates-section';
import { RateCalculator } from './rate-calculator';

afterEach(() => {
  cleanup();
  setLanguage('en');
  vi.unstubAllGlobals();
});

// Thursday 2026-01-08, 10:07 in Los Angeles.
const NOW = new Date('2026-01-08T18:07:00Z');

/** The calculator as a visitor meets it: its form arrives with its own chunk. */
async function renderCalculator() {
  render(<RateCalculator now={NOW} />);
  await screen.findByLabelText(/^Entry date/);
}

function setStay(entryDate: string, entryTime: string, exitDate: string, exitTime: string) {
  fireEvent.change(screen.getByLabelText(/^Entry date/), { target: { value: entryDate } });
  fireEvent.change(screen.getByLabelText(/^Entry time/), { target: { value: entryTime } });
  fireEvent.change(screen.getByLabelText(/^Exit date/), { target: { value: exitDate } });
  fireEvent.change(screen.getByLabelText(/^Exit time/), { target: { value: exitTime } });
}

describe('RateCalculator', () => {
  it('starts with one block from the current quarter hour, in garage time', async () => {
    await renderCalculator();
    expect(screen.getByLabelText(/^Entry date/)).toHaveValue('2026-01-08');
    expect(screen.getByLabelText(/^Entry time/)).toHaveValue('10:00');
    expect(screen.getByLabelText(/^Exit date/)).toHaveValue('2026-01-08');
    expect(screen.getByLabelText(/^Exit time/)).toHaveValue('22:00');
    expect(screen.getByTestId('calculator-total')).toHaveTextContent('$11.00');
    expect(screen.getByTestId('calculator-blocks')).toHaveTextContent('1');
  });

  it('builds its form only once the section nears the viewport, the heading and notes at once', async () => {
    let report: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<RateCalculator now={NOW} />);
    expect(screen.getByRole('heading', { name: 'Drive-up rate calculator' })).toBeInTheDocument();
    expect(screen.getByText('Holiday surcharges not included.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Entry time/)).not.toBeInTheDocument();
    act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByLabelText(/^Entry time/)).toHaveValue('10:00');
    expect(screen.getByTestId('calculator-total')).toHaveTextContent('$11.00');
  });

  it('offers times in 15-minute steps only', async () => {
    await renderCalculator();
    const options = within(screen.getByLabelText(/^Entry time/)).getAllByRole('option');
    expect(options).toHaveLength(96);
    expect(options.map((o) => (o as HTMLOptionElement).value).slice(0, 3)).toEqual([
      '00:00',
      '00:15',
      '00:30',
    ]);
    expect(options[95]).toHaveValue('23:45');
    expect(options[54]).toHaveTextContent('1:30 PM');
  });

  it('prices a Thursday-night stay into Friday with the breakdown', async () => {
    await renderCalculator();
    setStay('2026-01-08', '11:00', '2026-01-09', '00:15');
    const result = screen.getByTestId('calculator-result');
    expect(result).toHaveTextContent('Total$29.00');
    expect(result).toHaveTextContent('12-hour blocks2');
    expect(result).toHaveTextContent('Monday–Thursday blocks1 × $11.00');
    expect(result).toHaveTextContent('Friday–Sunday blocks1 × $18.00');
  });

  it('shows a clear error when the exit is before the entry, and for an equal time', async () => {
    await renderCalculator();
    setStay('2026-01-08', '11:00', '2026-01-07', '11:00');
    expect(screen.getByTestId('calculator-error')).toHaveTextContent('Exit must be after entry.');
    expect(screen.queryByTestId('calculator-result')).not.toBeInTheDocument();
    setStay('2026-01-08', '11:00', '2026-01-08', '11:00');
    expect(screen.getByTestId('calculator-error')).toHaveTextContent('Exit must be later than entry.');
  });

  it('asks for a date when one is cleared', async () => {
    await renderCalculator();
    fireEvent.change(screen.getByLabelText(/^Exit date/), { target: { value: '' } });
    expect(screen.getByTestId('calculator-error')).toHaveTextContent(
      'Enter a valid date and time for entry and exit.',
    );
  });

  it('states the holiday note and the rule, and speaks Spanish', async () => {
    await renderCalculator();
    expect(screen.getByText('Holiday surcharges not included.')).toBeInTheDocument();
    expect(screen.getByText(/any part of it falls on a Friday, Saturday or Sunday/)).toBeInTheDocument();
    act(() => setLanguage('es'));
    expect(screen.getByRole('heading', { name: 'Calculadora de tarifas sin pase' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Hora de entrada/)).toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
  });
});

describe('DriveUpRatesSection', () => {
  it('lists both rates and the notes', () => {
    render(<DriveUpRatesSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Drive-up rates' })).toBeInTheDocument();
    expect(screen.getByTestId('weekday-rate')).toHaveTextContent('$11.00 per 12 hours');
    expect(screen.getByTestId('weekend-rate')).toHaveTextContent('$18.00 per 12 hours');
    expect(screen.getByText('Monday–Thursday')).toBeInTheDocument();
    expect(screen.getByText('Friday–Sunday')).toBeInTheDocument();
    expect(screen.getByText('Holiday surcharges not included.')).toBeInTheDocument();
  });
});
