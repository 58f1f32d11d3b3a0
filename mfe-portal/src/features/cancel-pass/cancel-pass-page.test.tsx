import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PassCancelState } from 'api/contract/pass-cancel';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderPortal, SIGNED_OUT, signedIn } from '../../../test/render-portal';
import { CancelPassPage } from './cancel-pass-page';

const PATH = '/cancel-pass?email=ana@example.com&plate=ABC123';
const OPEN: PassCancelState = {
  pending: null,
  cancelable: true,
  last_day: '2026-04-09',
  autopay: true,
  discount_months_lost: 2,
  discount_percent: 12,
};
const PENDING: PassCancelState = {
  ...OPEN,
  cancelable: false,
  pending: {
    last_day: '2026-04-09',
    reason: 'other',
    reason_text: 'Working from home',
    requested_at: '2026-03-10T19:00:00Z',
  },
};

beforeEach(() => setLanguage('en'));

describe('/cancel-pass', () => {
  it('without a session shows the sign-in form', async () => {
    stubFetch({ 'GET /api/payments-public/session': json(SIGNED_OUT) });
    renderPortal(PATH, <CancelPassPage />);
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
  });

  it('says what ends when, asks why, and cancels only once confirmed', async () => {
    const sent: unknown[] = [];
    // The server's state: the page shows the cancel waiting only by reading it again.
    let stored: PassCancelState = OPEN;
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/cancel': () => json(stored),
      'POST /api/payments-public/cancel': ({ body }) => {
        sent.push(body);
        stored = PENDING;
        return json(PENDING);
      },
    });
    const user = userEvent.setup();
    renderPortal(PATH, <CancelPassPage />);
    expect(
      await screen.findByText('Your pass keeps working through April 9, 2026, until 11:45 PM. Then it ends.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing more will be charged.')).toBeInTheDocument();
    expect(
      screen.getByText('You give up the 2 discounted autopay months (12% off) you have left.'),
    ).toBeInTheDocument();

    // 'Something else' needs the owner's words before anything is sent.
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(screen.getByRole('button', { name: 'Cancel at the end of my period' }));
    expect(await screen.findByText('Tell us the reason in a few words.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Tell us in a few words' }), 'Working from home');
    await user.click(screen.getByRole('button', { name: 'Cancel at the end of my period' }));
    expect(sent).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel' }));

    expect(
      await screen.findByText('Your pass ends after April 9, 2026. Nothing more will be charged.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Working from home')).toBeInTheDocument();
    expect(sent).toEqual([
      { email: 'ana@example.com', plate: 'ABC123', reason: 'other', reason_text: 'Working from home' },
    ]);
  });

  it('undoes a cancel waiting, in Spanish', async () => {
    setLanguage('es');
    let stored: PassCancelState = {
      ...PENDING,
      pending: { ...PENDING.pending!, reason: 'moving', reason_text: null },
    };
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/cancel': () => json(stored),
      'POST /api/payments-public/cancel/undo': () => {
        stored = OPEN;
        return json(OPEN);
      },
    });
    const user = userEvent.setup();
    renderPortal(PATH, <CancelPassPage />);
    expect(await screen.findByText('Razón: Me voy a mudar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deshacer: conservar mi pase' }));
    expect(
      await screen.findByRole('button', { name: 'Cancelar al final de mi periodo' }),
    ).toBeInTheDocument();
  });

  it('says why a lapsed pass cannot be cancelled', async () => {
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/cancel': json({ ...OPEN, cancelable: false, last_day: null }),
    });
    renderPortal(PATH, <CancelPassPage />);
    expect(
      await screen.findByText('This pass has ended or lapsed, so there is nothing to cancel.'),
    ).toBeInTheDocument();
  });
});
