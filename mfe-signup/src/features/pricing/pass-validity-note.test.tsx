import { act, cleanup, render, screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { PassValidityNote } from './pass-validity-note';

afterEach(() => {
  cleanup();
  setLanguage('en');
});

describe('PassValidityNote', () => {
  it('shows the date one month minus a day ahead, in the garage calendar', () => {
    // 06:00 UTC on Jan 31 is still Jan 30 in Los Angeles.
    render(<PassValidityNote now={new Date('2026-01-31T06:00:00Z')} />);
    expect(screen.getByTestId('pass-validity')).toHaveTextContent(
      'Valid from 00:00 today through 23:45 on February 28, 2026.',
    );
  });

  it('clamps to the end of a shorter month and follows the language', () => {
    render(<PassValidityNote now={new Date('2026-01-31T20:00:00Z')} />);
    expect(screen.getByTestId('pass-validity')).toHaveTextContent('February 28, 2026');
    act(() => setLanguage('es'));
    expect(screen.getByTestId('pass-validity')).toHaveTextContent(
      'Válido desde las 00:00 de hoy hasta las 23:45 del 28 de febrero de 2026.',
    );
  });
});
