import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery } from '../../../test/query-client';
import { WaitlistSection } from './waitlist-form';

const LEADS = 'POST /api/leads';

describe('WaitlistSection: what it asks for and sends', () => {
  it('joins with the e-mail alone, in the page language, and says a confirmation e-mail is on its way', async () => {
    const fetchSpy = stubFetch({ [LEADS]: json({ ok: true }, 201) });
    const user = userEvent.setup();
    renderWithQuery(<WaitlistSection />);
    expect(screen.getByLabelText(/^First name/)).not.toBeRequired();
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent you an e-mail: open the link in it to confirm your place in line.',
    );
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toEqual({
      email: 'ana@example.com',
      lang: 'en',
      tag: 'waitlist',
      website: '',
    });
  });

  it('sends an optional plate upper-cased without spaces or dashes, and refuses one in the wrong format', async () => {
    const fetchSpy = stubFetch({ [LEADS]: json({ ok: true }, 201) });
    const user = userEvent.setup();
    renderWithQuery(<WaitlistSection />);
    const plate = screen.getByLabelText(/^License plate/);
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    await user.type(plate, 'ab.12');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(screen.getByText('Invalid plate: only A-Z and 0-9, max. 15 characters')).toBeInTheDocument();
    expect(plate).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.clear(plate);
    await user.type(plate, ' abc-12 3 ');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await screen.findByRole('status');
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toMatchObject({ plate: 'ABC123' });
  });

  it('sends Spanish as the language when the page is in Spanish', async () => {
    act(() => setLanguage('es'));
    try {
      const fetchSpy = stubFetch({ [LEADS]: json({ ok: true }, 201) });
      const user = userEvent.setup();
      renderWithQuery(<WaitlistSection />);
      await user.type(screen.getByLabelText(/^Correo/), 'ana@example.com');
      await user.click(screen.getByRole('button', { name: 'Unirme a la lista de espera' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Le enviamos un correo');
      expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toMatchObject({ lang: 'es' });
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('shows a notice above the form when given one', () => {
    renderWithQuery(<WaitlistSection notice={<p>This offer has closed.</p>} />);
    expect(screen.getByText('This offer has closed.')).toBeInTheDocument();
  });
});
