import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall, FakeRoute } from '../../../test/fake-api';
import {
  pass,
  profile,
  renderProfile,
  section,
  sentIn,
  stubProfileApi,
} from '../../../test/profile-fixtures';
import { signInAs } from '../../../test/staff-session';

let routes: Record<string, FakeRoute>;
let calls: FakeCall[];
beforeEach(() => {
  ({ routes, calls } = stubProfileApi());
});
afterEach(() => vi.unstubAllGlobals());
const sent = (method: string, url: string) => sentIn(calls, method, url);

describe('CustomerProfilePage pass and its actions, as ambassador', () => {
  beforeEach(() => signInAs('ambassador'));

  it('shows the pass: status, type, vehicle, dates, discount cycles and its invoices', async () => {
    renderProfile();
    const pass = await section();
    // The pass's own status (its gate standing, further down, may read the same).
    expect(
      within(pass.querySelector('.pass-section__badges') as HTMLElement).getByText('Active'),
    ).toBeInTheDocument();
    expect(within(pass).getByText('Car', { selector: 'span' })).toBeInTheDocument();
    expect(within(pass).getByText('Toyota · Corolla · Blue · 2019')).toBeInTheDocument();
    expect(within(pass).getByText('11-01-2026')).toBeInTheDocument();
    expect(within(pass).getByText('11-01-2026 – 12-01-2026')).toBeInTheDocument();
    expect(within(pass).getByText('Discount cycle left').nextSibling).toHaveTextContent('2');
    const invoices = within(pass).getByRole('table', { name: 'Invoices' });
    expect(await within(invoices).findByText('2026-11-01')).toBeInTheDocument();
    expect(within(invoices).getByText('$250.00')).toBeInTheDocument();
    expect(within(invoices).getByText('Paid')).toBeInTheDocument();
  });

  it('opens from ?client= too and scrolls to #card', async () => {
    renderProfile('/admin/customers?client=4#card');
    await section();
    expect(document.getElementById('card')).toHaveTextContent('No card assigned');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('refunds and cancels after the exact confirmation, then says Refund processed', async () => {
    routes['PATCH /api/subscriptions/9/refund-cancel'] = () => {
      routes['GET /api/clients/4/profile'] = {
        status: 200,
        body: { ...profile, subscriptions: [{ ...pass, status_key: 'refunded' }] },
      };
      return { status: 200, body: { refund: { invoice_id: 70, amount_cents: 25000 } } };
    };
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Refund and cancel' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund and cancel?' });
    expect(dialog).toHaveTextContent(
      'This will cancel the subscription and issue a full refund of $250.00, the latest payment, to the card that paid it.',
    );
    expect(dialog).toHaveTextContent('The pass ends now and shows as Refunded: its card returns to stock');
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, refund' }));
    expect(await screen.findByText('Refund processed')).toBeInTheDocument();
    expect(sent('PATCH', '/api/subscriptions/9/refund-cancel')).toHaveLength(1);
    expect(await within(await section()).findByText('Refunded')).toBeInTheDocument();
    expect(within(await section()).queryByRole('button', { name: 'Refund and cancel' })).toBeNull();
  });

  it('a refund above the threshold says Sent for approval and shows the pass waiting, with no refund button', async () => {
    const waiting = {
      id: 3,
      amount_cents: 25000,
      requested_by: 'ambassador',
      requested_at: '2026-11-02T10:00:00Z',
    };
    routes['PATCH /api/subscriptions/9/refund-cancel'] = () => {
      routes['GET /api/clients/4/profile'] = {
        status: 200,
        body: { ...profile, subscriptions: [{ ...pass, refund_request: waiting }] },
      };
      return { status: 202, body: { request: { id: 3, status: 'pending' } } };
    };
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Refund and cancel' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, refund' }));
    expect(await screen.findByText(/^Sent for approval/)).toBeInTheDocument();
    expect(
      await within(await section()).findByText(
        'Refund of $250.00 waiting for approval (asked by ambassador)',
      ),
    ).toBeInTheDocument();
    expect(within(await section()).queryByRole('button', { name: 'Refund and cancel' })).toBeNull();
  });

  it('Back in the refund dialog sends nothing', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Refund and cancel' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it('shows a refund failure in the staff language', async () => {
    routes['PATCH /api/subscriptions/9/refund-cancel'] = {
      status: 502,
      body: { error: 'Provider said no', code: 'refund_failed' },
    };
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Refund and cancel' }));
    await user.click(screen.getByRole('button', { name: 'Yes, refund' }));
    expect(await screen.findByText(/refund/i, { selector: '.Toastify *' })).toBeInTheDocument();
    expect(screen.queryByText('Provider said no')).toBeNull();
  });

  it('bans only after two confirmations, saying before and after that the money is kept', async () => {
    routes['POST /api/subscriptions/9/ban'] = () => {
      routes['GET /api/clients/4/profile'] = {
        status: 200,
        body: { ...profile, subscriptions: [{ ...pass, status_key: 'banned', car_status_key: 'banned' }] },
      };
      return { status: 200, body: {} };
    };
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Ban Car' }));
    const first = screen.getByRole('alertdialog', { name: 'Ban this car?' });
    expect(first).toHaveTextContent(
      'The pass ends now and the plate ABC123 can no longer buy a pass. No refund is made: the last payment of $250.00 stays with the garage. To give it back, use Refund last payment after the ban.',
    );
    await user.click(within(first).getByRole('button', { name: 'Ban car' }));
    const second = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(sent('POST', '/api/subscriptions/9/ban')).toHaveLength(0);
    await user.click(within(second).getByRole('button', { name: 'Yes, ban it' }));
    expect(
      await screen.findByText('Vehicle banned. No refund was made: the last payment of $250.00 was kept.'),
    ).toBeInTheDocument();
    expect(sent('POST', '/api/subscriptions/9/ban')).toHaveLength(1);

    // The banned pass still offers its last payment back; the car stays banned.
    const banned = await section();
    await user.click(await within(banned).findByRole('button', { name: 'Refund last payment' }));
    expect(screen.getByRole('alertdialog', { name: 'Refund the last payment?' })).toHaveTextContent(
      'This issues a full refund of $250.00, the latest payment, to the card that paid it. The car stays banned and nothing more is charged.',
    );
  });

  it('says a ban refunds nothing when the pass has no card payment to give back, in Spanish', async () => {
    routes['GET /api/clients/4/profile'] = {
      status: 200,
      body: { ...profile, subscriptions: [{ ...pass, refund_cents: null }] },
    };
    routes['POST /api/subscriptions/9/ban'] = { status: 200, body: {} };
    act(() => setLanguage('es'));
    try {
      const user = userEvent.setup();
      renderProfile();
      await user.click(within(await section()).getByRole('button', { name: 'Bloquear auto' }));
      const first = screen.getByRole('alertdialog', { name: '¿Bloquear este auto?' });
      expect(first).toHaveTextContent(
        'No se hace ningún reembolso: este pase no tiene un pago con tarjeta que se pueda reembolsar.',
      );
      await user.click(within(first).getByRole('button', { name: 'Bloquear auto' }));
      await user.click(await screen.findByRole('button', { name: 'Sí, bloquearlo' }));
      expect(await screen.findByText('Vehículo bloqueado. No se hizo ningún reembolso.')).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('backing out of the second ban confirmation bans nothing', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Ban Car' }));
    await user.click(screen.getByRole('button', { name: 'Ban car' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Back',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers the payment link for a canceled pass, and greys a pass-less row', async () => {
    routes['GET /api/clients/4/profile'] = {
      status: 200,
      body: {
        ...profile,
        subscriptions: [
          { ...pass, status_key: 'canceled' },
          { ...pass, id: 10, plate: 'NOP1', status_key: 'none', has_invoices: false },
        ],
      },
    };
    routes['GET /api/subscriptions/10/invoices'] = { status: 200, body: [] };
    routes['POST /api/subscriptions/9/send-renewal-email'] = {
      status: 200,
      body: { sent_to: 'ana@example.com' },
    };
    const user = userEvent.setup();
    renderProfile();
    const canceled = await section();
    expect(within(canceled).queryByRole('checkbox', { name: 'Auto-Pay' })).toBeNull();
    expect(within(canceled).queryByRole('button', { name: 'Pick card' })).toBeNull();
    await user.click(within(canceled).getByRole('button', { name: 'Resend payment link' }));
    expect(await screen.findByText('Payment link sent to ana@example.com')).toBeInTheDocument();
    const none = await section('Toyota Corolla · NOP1');
    expect(none).toHaveClass('pass-section--none');
    expect(within(none).getByText('No subscription')).toBeInTheDocument();
  });

  it.each([
    ['en', 'refunded', 'Pass ended', 'Refunded — it will not renew', 'Next renewal'],
    ['es', 'canceled', 'Pase terminado', 'Cancelado — no se renovará', 'Próxima renovación'],
  ] as const)(
    'shows how an ended pass ended instead of its next renewal (%s)',
    async (language, status, term, text, renewal) => {
      act(() => setLanguage(language));
      try {
        routes['GET /api/clients/4/profile'] = {
          status: 200,
          body: { ...profile, subscriptions: [{ ...pass, status_key: status }] },
        };
        renderProfile();
        const ended = await section();
        expect(within(ended).getByText(term)).toBeInTheDocument();
        expect(within(ended).getByText(text)).toBeInTheDocument();
        expect(within(ended).queryByText(renewal)).toBeNull();
      } finally {
        act(() => setLanguage('en'));
      }
    },
  );

  it('offers no Auto-Pay checkbox to a customer who never agreed to it: says why and e-mails the link', async () => {
    routes['GET /api/clients/4/profile'] = {
      status: 200,
      body: { ...profile, subscriptions: [{ ...pass, autopay: false, autopay_consent: false }] },
    };
    routes['POST /api/subscriptions/9/send-autopay-link'] = {
      status: 200,
      body: { sent_to: 'ana@example.com', reused_link: false },
    };
    const user = userEvent.setup();
    renderProfile();
    const section9 = await section();
    expect(within(section9).queryByRole('checkbox', { name: 'Auto-Pay' })).toBeNull();
    expect(within(section9).getByText('Auto-Pay: off')).toBeInTheDocument();
    expect(
      within(section9).getByText(
        'Only the customer can turn Auto-Pay on, because they must agree to the automatic charges: in the payments portal, or by saving a card through the Auto-Pay link.',
      ),
    ).toBeInTheDocument();
    await user.click(within(section9).getByRole('button', { name: 'E-mail the Auto-Pay link' }));
    expect(
      await screen.findByText(
        'Auto-Pay link sent to ana@example.com. Auto-Pay turns on once they save a card through it.',
      ),
    ).toBeInTheDocument();
    expect(sent('POST', '/api/subscriptions/9/send-autopay-link')).toHaveLength(1);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it.each([
    ['consent_required', 'The customer has not agreed to Auto-Pay, and staff cannot agree for them'],
    ['need_setup', 'The customer has no saved card. E-mail them the Auto-Pay link so they can save one.'],
  ] as const)('words a refused Auto-Pay (%s) instead of "Server error"', async (code, text) => {
    routes['GET /api/clients/4/profile'] = {
      status: 200,
      body: { ...profile, subscriptions: [{ ...pass, autopay: false, autopay_consent: true }] },
    };
    routes['PATCH /api/subscriptions/9'] = { status: 409, body: { error: 'English', code } };
    const user = userEvent.setup();
    renderProfile();
    const section9 = await section();
    expect(within(section9).getByRole('button', { name: 'E-mail the Auto-Pay link' })).toBeInTheDocument();
    await user.click(within(section9).getByRole('checkbox', { name: 'Auto-Pay' }));
    expect(await screen.findByText(new RegExp(`^${text.replace(/[.()]/g, '\\$&')}`))).toBeInTheDocument();
    expect(screen.queryByText('Server error')).toBeNull();
    expect(sent('PATCH', '/api/subscriptions/9')[0]?.body).toEqual({ autopay: true });
  });

  it('toggles autopay for an active pass', async () => {
    routes['PATCH /api/subscriptions/9'] = { status: 200, body: {} };
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('checkbox', { name: 'Auto-Pay' }));
    expect(await screen.findByText('Auto-Pay updated')).toBeInTheDocument();
    expect(sent('PATCH', '/api/subscriptions/9')[0]?.body).toEqual({ autopay: false });
  });
});
