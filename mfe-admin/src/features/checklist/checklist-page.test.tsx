import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffEvent } from 'api/contract/events';
import type { RefundRequestListItem } from 'api/contract/refund-requests';
import { setLanguage } from 'design-system/i18n/language';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeRoute, stubApi } from '../../../test/fake-api';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { ChecklistPage } from './checklist-page';

const event = (id: number, patch: Partial<StaffEvent> = {}): StaffEvent => ({
  id,
  action: 'Payment received',
  created_at: '2026-03-02T20:00:00Z',
  payload: {
    client_id: 40 + id,
    subscription_id: 9,
    customer: `Customer ${id}`,
    plate: `PL${id}`,
    type: 'car',
  },
  completed: false,
  completed_at: null,
  completed_by: null,
  actor: null,
  plan_es: null,
  ...patch,
});

let calls: FakeCall[];
let routes: Record<string, FakeRoute>;
let pending: StaffEvent[];
let history: StaffEvent[];
let refundRequests: RefundRequestListItem[];

const refundRequest = (id: number, patch: Partial<RefundRequestListItem> = {}): RefundRequestListItem => ({
  id,
  subscription_id: 9,
  client_id: 41,
  customer: 'Ana López',
  plate: 'ABC123',
  amount_cents: 40_000,
  status: 'pending',
  requested_by: 'maria',
  requested_at: '2026-03-02T20:00:00Z',
  decided_by: null,
  decided_at: null,
  asked_by_you: false,
  ...patch,
});

beforeEach(() => {
  pending = [
    event(1),
    event(2, {
      action: 'Manual renewal',
      payload: { clientId: 5, subscription_id: 3, payment_intent: 'pi_1', plate: 'M2' },
    }),
    event(3, { action: 'Vehicle banned', payload: { plate: 'B3', reason: '' }, actor: 'maria' }),
  ];
  history = [];
  refundRequests = [];
  routes = {
    'GET /api/events': (call) => {
      if (call.query.get('completed') === 'false')
        return { status: 200, body: { data: pending, page: 1, hasMore: false } };
      const page = Number(call.query.get('page'));
      return {
        status: 200,
        body: { data: history.slice((page - 1) * 10, page * 10), page, hasMore: history.length > page * 10 },
      };
    },
    'GET /api/refund-requests': () => ({ status: 200, body: refundRequests }),
  };
  calls = stubApi(routes);
  signInAs('admin');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = () =>
  renderWithQuery(
    <MemoryRouter initialEntries={['/admin/checklist']}>
      <ChecklistPage />
      <LocationProbe />
      <ToastHost />
    </MemoryRouter>,
  );
const pendingSection = () => screen.getByRole('region', { name: 'Pending events' });
const historySection = () => screen.getByRole('region', { name: 'History' });

describe('ChecklistPage', () => {
  it('lists pending events oldest first, labelling First and Second, with formatted payloads', async () => {
    renderPage();
    const cards = await within(pendingSection()).findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByText('First')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Second')).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).queryByText(/First|Second/)).toBeNull();
    expect(cards[0]).toHaveTextContent('CustomerCustomer 1PlatePL1Vehicle typeCar');
    expect(cards[0]).not.toHaveTextContent('41');
    // Manual renewal hides subscription_id and payment_intent.
    expect(cards[1]).not.toHaveTextContent('pi_1');
    expect(cards[2]).toHaveTextContent('Created 03-02-2026 12:00 PM');
    expect(cards[2]).toHaveTextContent('PlateB3Reason—Done bymaria');
    expect(within(historySection()).getByText('No history events')).toBeInTheDocument();
    expect(calls.find((c) => c.query.get('completed') === 'true')?.query.get('pageSize')).toBe('10');
  });

  it('opens the profile from client_id or clientId, and disables it without one', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(pendingSection()).findAllByRole('article');
    expect(screen.getByRole('button', { name: 'Profile: B3' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Profile: M2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/customers/5');
    await user.click(screen.getByRole('button', { name: 'Profile: Customer 1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/customers/41');
  });

  it('completes an event: it leaves the pending list and shows in History', async () => {
    const user = userEvent.setup();
    routes['PATCH /api/events/1'] = () => {
      const done = {
        ...(pending[0] as StaffEvent),
        completed: true,
        completed_at: '2026-03-02T21:00:00Z',
        completed_by: 'admin',
      };
      pending = pending.slice(1);
      history = [done];
      return { status: 200, body: done };
    };
    renderPage();
    await within(pendingSection()).findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Complete: Payment received, Customer 1' }));
    expect(await screen.findByText('Event completed')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ completed: true });
    await waitFor(() => expect(within(pendingSection()).getAllByRole('article')).toHaveLength(2));
    expect(
      within(within(pendingSection()).getAllByRole('article')[0] as HTMLElement).getByText('First'),
    ).toBeInTheDocument();
    const done = await within(historySection()).findByRole('article');
    expect(done).toHaveTextContent('Completed 03-02-2026');
    expect(done).toHaveTextContent('by admin');
  });

  it.each([
    ['en', 'Done bymaria', 'Done byCustomer or system', 'by admin'],
    ['es', 'Realizado pormaria', 'Realizado porCliente o sistema', 'por admin'],
  ] as const)(
    'names who did each history event and who completed it (%s)',
    async (language, staff, customer, completer) => {
      act(() => setLanguage(language));
      try {
        const done = { completed: true, completed_at: '2026-03-02T21:00:00Z', completed_by: 'admin' };
        history = [event(7, { ...done, actor: 'maria' }), event(8, done)];
        renderPage();
        // An admin's regions: refunds waiting, pending events, history.
        const cards = await within(screen.getAllByRole('region')[2] as HTMLElement).findAllByRole('article');
        expect(cards[0]).toHaveTextContent(staff);
        expect(cards[0]).toHaveTextContent(completer);
        expect(cards[1]).toHaveTextContent(customer);
        expect(cards[1]).toHaveTextContent(completer);
        expect(cards[1]).not.toHaveTextContent('—');
      } finally {
        act(() => setLanguage('en'));
      }
    },
  );

  it.each([
    ['en', 'PlanMonthly pass – Autopay'],
    ['es', 'PlanPase mensual – Pago automático'],
  ] as const)('shows the plan in the reader’s language (%s)', async (language, shown) => {
    act(() => setLanguage(language));
    try {
      pending = [
        event(1, {
          action: 'Subscription created',
          payload: { plate: 'PL1', plan: 'Monthly pass – Autopay' },
          plan_es: 'Pase mensual – Pago automático',
        }),
        event(2, { action: 'Subscription created', payload: { plate: 'PL2', plan: 'Old plan' } }),
      ];
      renderPage();
      const cards = await within(screen.getAllByRole('region')[1] as HTMLElement).findAllByRole('article');
      expect(cards[0]).toHaveTextContent(shown);
      // A plan with no Spanish name (an old, removed one) is shown as stored.
      expect(cards[1]).toHaveTextContent('Old plan');
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('says Server error when completing fails, or the mapped text', async () => {
    const user = userEvent.setup();
    routes['PATCH /api/events/1'] = { status: 500, body: { error: 'db locked' } };
    routes['PATCH /api/events/2'] = { status: 404, body: { error: 'gone', code: 'event_not_found' } };
    renderPage();
    await within(pendingSection()).findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Complete: Payment received, Customer 1' }));
    expect(await screen.findByText('Server error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete: Manual renewal, M2' }));
    expect(await screen.findByText('Event not found.')).toBeInTheDocument();
  });

  it('pages the history 10 at a time', async () => {
    const user = userEvent.setup();
    history = Array.from({ length: 12 }, (_, i) =>
      event(100 + i, {
        completed: true,
        completed_at: '2026-03-01T10:00:00Z',
        payload: { customer: `Done ${i}` },
      }),
    );
    renderPage();
    expect(await within(historySection()).findAllByRole('article')).toHaveLength(10);
    await user.click(within(historySection()).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(within(historySection()).getAllByRole('article')).toHaveLength(2));
    expect(within(historySection()).getByText('Done 11')).toBeInTheDocument();
  });

  it('shows the load errors, and retries a busy server before giving up', async () => {
    let pendingTries = 0;
    routes['GET /api/events'] = (call) => {
      if (call.query.get('completed') === 'false') {
        pendingTries += 1;
        return pendingTries === 1
          ? { status: 503, body: {} }
          : { status: 200, body: { data: [], page: 1, hasMore: false } };
      }
      return { status: 500, body: {} };
    };
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    expect(await within(historySection()).findByText('Could not load history')).toBeInTheDocument();
    expect(
      await within(pendingSection()).findByText('No pending events', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(pendingTries).toBe(2);
    log.mockRestore();
  });

  it('says Could not load pending events', async () => {
    routes['GET /api/events'] = { status: 500, body: {} };
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    expect(await screen.findByText('Could not load pending events')).toBeInTheDocument();
    log.mockRestore();
  });

  describe('refunds waiting for approval', () => {
    it.each([
      ['en', 'Refunds waiting for approval', 'Approve', 'Refund approved: $400.00 was refunded'],
      ['es', 'Reembolsos en espera de aprobación', 'Aprobar', 'Reembolso aprobado: se reembolsaron $400.00'],
    ] as const)(
      'lists them with Approve and Decline, and approves after a confirmation (%s)',
      async (language, heading, approve, done) => {
        act(() => setLanguage(language));
        try {
          refundRequests = [
            refundRequest(5),
            refundRequest(6, { asked_by_you: true, customer: 'Own Request' }),
          ];
          routes['POST /api/refund-requests/5/approve'] = () => {
            refundRequests = refundRequests.filter((request) => request.id !== 5);
            return { status: 200, body: { request: refundRequest(5) } };
          };
          renderPage();
          const section = await screen.findByRole('region', { name: heading });
          const items = await within(section).findAllByRole('listitem');
          expect(items[0]).toHaveTextContent('$400.00');
          expect(items[0]).toHaveTextContent('maria');
          // The person who asked cannot decide their own: no buttons on it.
          expect(within(items[1] as HTMLElement).queryByRole('button')).toBeNull();
          await userEvent.click(
            within(items[0] as HTMLElement).getByRole('button', { name: new RegExp(`^${approve}`) }),
          );
          await userEvent.click(
            within(screen.getByRole('alertdialog')).getByRole('button', { name: approve }),
          );
          expect(await screen.findByText(done)).toBeInTheDocument();
          expect(
            calls.some((call) => call.method === 'POST' && call.path === '/api/refund-requests/5/approve'),
          ).toBe(true);
          // The list was read again: only the person's own request is left waiting.
          expect(within(section).getAllByRole('listitem')).toHaveLength(1);
        } finally {
          act(() => setLanguage('en'));
        }
      },
    );

    it('is not shown to a role that cannot approve refunds', async () => {
      signInAs('ambassador');
      renderPage();
      await screen.findByRole('region', { name: 'Pending events' });
      expect(screen.queryByRole('region', { name: 'Refunds waiting for approval' })).toBeNull();
      expect(calls.some((call) => call.path === '/api/refund-requests')).toBe(false);
    });
  });
});
