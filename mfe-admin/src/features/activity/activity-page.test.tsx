import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditRow } from 'api/contract/audit';
import { setLanguage } from 'design-system/i18n/language';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeRoute, stubApi } from '../../../test/fake-api';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { ActivityPage } from './activity-page';

const row = (id: number, patch: Partial<AuditRow> = {}): AuditRow => ({
  id,
  at: '2026-11-28T16:05:00.000Z',
  actor: 'ana.ruiz',
  actor_role: 'ambassador',
  action: 'pass_banned',
  target_type: 'pass',
  target_id: 9,
  customer_id: 41,
  before: { statusKey: 'active' },
  after: { statusKey: 'banned' },
  client_ip: '203.0.113.9',
  redacted: false,
  ...patch,
});

let calls: FakeCall[];
let routes: Record<string, FakeRoute>;
let rows: AuditRow[];

// A small record server over `rows` (newest first): person, action and the keyset cursor honoured.
beforeEach(() => {
  rows = [
    row(3),
    row(2, {
      actor: 'admin',
      actor_role: 'admin',
      action: 'plan_updated',
      target_type: 'plan',
      customer_id: null,
      before: { name: 'Monthly' },
      after: { name: 'Monthly pass' },
    }),
    row(1),
  ];
  routes = {
    'GET /api/audit': ({ query }) => {
      const cursor = query.get('cursor');
      const limit = Number(query.get('limit') ?? 50);
      const matching = rows.filter(
        (one) =>
          (!query.get('actor') || one.actor === query.get('actor')) &&
          (!query.get('action') || one.action === query.get('action')) &&
          (!cursor || one.id < Number(cursor)),
      );
      const page = matching.slice(0, limit);
      const next = matching.length > limit ? (page.at(-1)?.id ?? null) : null;
      return { status: 200, body: { rows: page, next_cursor: next } };
    },
  };
  calls = stubApi(routes);
  signInAs('admin');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => setLanguage('en'));
});

function renderPage(at = '/admin/activity') {
  return renderWithQuery(
    <MemoryRouter initialEntries={[at]}>
      <ActivityPage />
      <LocationProbe />
      <ToastHost />
    </MemoryRouter>,
  );
}

const table = () => screen.getByRole('table', { name: 'Activity' });
const auditCalls = () => calls.filter((call) => call.path === '/api/audit');

describe('ActivityPage', () => {
  it('lists the record newest first with who did what and what changed', async () => {
    renderPage();
    expect(await within(table()).findByText('Plan edited')).toBeInTheDocument();
    expect(within(table()).getAllByText('Car banned')).toHaveLength(2);
    const changes = within(table())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes.filter((text) => text === 'status_key: active → banned')).toHaveLength(2);
    expect(changes).toContain('name: Monthly → Monthly pass');
    expect(auditCalls()[0]?.query.get('limit')).toBe('50');
  });

  it('filters by person (once typing pauses), action, customer and dates, and keeps them in the address', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByText('Plan edited');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'plan_updated');
    await waitFor(() => expect(auditCalls().at(-1)?.query.get('action')).toBe('plan_updated'));
    await waitFor(() => expect(within(table()).queryByText('Car banned')).toBeNull());

    await user.type(screen.getByRole('textbox', { name: /Person/ }), 'Admin');
    await waitFor(() => expect(auditCalls().at(-1)?.query.get('actor')).toBe('admin'));
    await user.type(screen.getByRole('textbox', { name: 'Customer number' }), '4x1');
    await waitFor(() => expect(auditCalls().at(-1)?.query.get('customer_id')).toBe('41'));
    const from = screen.getByLabelText('From');
    await user.type(from, '2026-11-01');
    await waitFor(() => expect(auditCalls().at(-1)?.query.get('from')).toBe('2026-11-01'));
    expect(screen.getByTestId('location')).toHaveTextContent('action=plan_updated');
    expect(screen.getByTestId('location')).toHaveTextContent('person=Admin');
  });

  it('shows older rows on demand with the cursor the server gave', async () => {
    rows = Array.from({ length: 60 }, (_, index) => row(60 - index, { target_id: 60 - index }));
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByText('Pass #60');
    expect(within(table()).queryByText('Pass #10')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await within(table()).findByText('Pass #10')).toBeInTheDocument();
    expect(auditCalls().at(-1)?.query.get('cursor')).toBe('11');
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('downloads the CSV under the same filters, named as the server names it', async () => {
    routes['GET /api/audit.csv'] = {
      status: 200,
      body: 'id,at\r\n1,x\r\n',
      headers: { 'content-disposition': 'attachment; filename="activity-2026-11-28.csv"' },
    };
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL() {
          return 'blob:activity';
        }
        static override revokeObjectURL() {}
      },
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderPage('/admin/activity?action=pass_banned&from=2026-11-01');
    await within(table()).findAllByText('Car banned');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(names).toEqual(['activity-2026-11-28.csv']));
    const asked = calls.find((call) => call.path === '/api/audit.csv')?.query;
    expect([asked?.get('action'), asked?.get('from'), asked?.get('cursor')]).toEqual([
      'pass_banned',
      '2026-11-01',
      null,
    ]);
  });

  it('reads in Spanish, every action in the filter translated', async () => {
    act(() => setLanguage('es'));
    renderPage();
    const spanish = await screen.findByRole('table', { name: 'Actividad' });
    expect(await within(spanish).findByText('Plan editado')).toBeInTheDocument();
    const options = within(screen.getByRole('combobox', { name: 'Acción' }))
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(options[0]).toBe('Todas las acciones');
    expect(options.filter((text) => /admin\.|_/.test(text))).toEqual([]);
  });
});
