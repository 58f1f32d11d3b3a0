import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PassPauseState } from 'api/contract/pass-pause';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderPortal, SIGNED_OUT, signedIn } from '../../../test/render-portal';
import { PausePassPage } from './pause-pass-page';

const PATH = '/pause?email=ana@example.com&plate=ABC123';
const OPEN: PassPauseState = {
  current: null,
  refusal: null,
  allowed_from: null,
  keeps_space: true,
  options: [
    {
      months: 1,
      first_day: '2026-04-10',
      last_day: '2026-05-09',
      resume_day: '2026-05-10',
      resume_amount_cents: 8800,
    },
    {
      months: 2,
      first_day: '2026-04-10',
      last_day: '2026-06-09',
      resume_day: '2026-06-10',
      resume_amount_cents: 8800,
    },
  ],
};
const PAUSED: PassPauseState = {
  current: { months: 2, first_day: '2026-04-10', last_day: '2026-06-09', resume_day: '2026-06-10' },
  refusal: 'pass_already_paused',
  allowed_from: null,
  keeps_space: true,
  options: [],
};

beforeEach(() => setLanguage('en'));

describe('/pause', () => {
  it('without a session shows the sign-in form', async () => {
    stubFetch({ 'GET /api/payments-public/session': json(SIGNED_OUT) });
    renderPortal(PATH, <PausePassPage />);
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
  });

  it('shows the dates and the resume charge of each length, and pauses only once confirmed', async () => {
    const sent: unknown[] = [];
    // The server's state: the page shows the pause only by reading it again.
    let stored: PassPauseState = OPEN;
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/pause': () => json(stored),
      'POST /api/payments-public/pause': ({ body }) => {
        sent.push(body);
        stored = PAUSED;
        return json(PAUSED);
      },
    });
    const user = userEvent.setup();
    renderPortal(PATH, <PausePassPage />);
    expect(await screen.findByText('May 10, 2026')).toBeInTheDocument();
    expect(screen.getByText('Charged on May 9, 2026')).toBeInTheDocument();
    expect(screen.getByText('$88.00')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '2 months' }));
    expect(screen.getByText('June 10, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause my pass' }));
    expect(sent).toEqual([]);
    expect(
      await screen.findByText(
        'Your pass is paused from April 10, 2026. It works again on June 10, 2026, and $88.00 is charged to your saved card on June 9, 2026.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, pause it' }));
    expect(
      await screen.findByText(
        'Your pass is paused from April 10, 2026. It works again on June 10, 2026; autopay charges your saved card on June 9, 2026.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'ana@example.com', plate: 'ABC123', months: 2 }]);
  });

  it('says in Spanish from when a pass paused too recently may pause again', async () => {
    setLanguage('es');
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/pause': json({
        ...OPEN,
        options: [],
        refusal: 'pause_too_recent',
        allowed_from: '2027-03-10',
      }),
    });
    renderPortal(PATH, <PausePassPage />);
    expect(
      await screen.findByText(
        'Este pase se pausó hace poco. Podrá pausarlo de nuevo a partir del 10 de marzo de 2027.',
      ),
    ).toBeInTheDocument();
  });

  it('warns, when the garage does not keep a paused pass’s space, that it may not resume', async () => {
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/pause': json({
        ...OPEN,
        keeps_space: false,
        options: OPEN.options.slice(0, 1),
      }),
    });
    renderPortal(PATH, <PausePassPage />);
    expect(await screen.findByText(/its space may go to someone on the waiting list/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /2 months/ })).not.toBeInTheDocument();
  });
});
