import { act, cleanup, render, screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { PassValidityNote } from './pass-validity-note';

afterEach(() => {
  cleanup();
  setLanguage('en');
  vi.useRealTimers();
});

describe('PassValidityNote', () => {
  it("shows the date one month minus a day after the server's today, whatever the phone's clock says", () => {
    // The phone thinks it is July; the server's garage calendar says January 30th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-04T12:00:00Z'));
    render(<PassValidityNote today="2026-01-30" />);
    expect(screen.getByTestId('pass-validity')).toHaveTextContent(
      'Valid from 00:00 today through 23:45 on February 28, 2026.',
    );
  });

  it('clamps to the end of a shorter month and follows the language', () => {
    render(<PassValidityNote today="2026-01-31" />);
    expect(screen.getByTestId('pass-validity')).toHaveTextContent('February 28, 2026');
    act(() => setLanguage('es'));
    expect(screen.getByTestId('pass-validity')).toHaveTextContent(
      'Válido desde las 00:00 de hoy hasta las 23:45 del 28 de febrero de 2026.',
    );
  });

  it("shows nothing until the server's today is known", () => {
    render(<PassValidityNote today={null} />);
    expect(screen.queryByTestId('pass-validity')).not.toBeInTheDocument();
  });
});
