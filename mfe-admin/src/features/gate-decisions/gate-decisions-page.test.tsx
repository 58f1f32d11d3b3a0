import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DECISION_REASONS, type GateDecisionRow, type Occupancy } from 'api/contract/gate-access';
import { setLanguage } from 'design-system/i18n/language';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishInSpanish } from '../../../../tooling/english-in-spanish';
import { type FakeCall, stubApi } from '../../../test/fake-api';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { GateDecisionsPage } from './gate-decisions-page';

const decision = (id: number, patch: Partial<GateDecisionRow> = {}): GateDecisionRow => ({
  id,
  at: '2026-11-28T16:05:00.000Z',
  device_id: 1,
  device_name: 'North entry',
  location_id: 1,
  credential_type: 'licensePlate',
  value: `PL${id}`,
  plate_state: 'US-CA',
  direction: 'in',
  decision: 'allow',
  reason: 'active',
  pass_id: 9,
  client_id: 40 + id,
  customer_name: `Customer ${id}`,
  ...patch,
});

const occupancy: Occupancy = {
  location_id: 1,
  location_name: 'Border Crossing Garage',
  anti_passback: 'warn',
  facility_code: null,
  inside: 12,
  capacity: 40,
};

let calls: FakeCall[];
let rows: GateDecisionRow[];

// A small decisions server over `rows` (newest first, as the API answers): the filter and the page honoured.
beforeEach(() => {
  rows = [
    decision(3, {
      credential_type: 'rfid',
      value: '0101',
      plate_state: null,
      decision: 'deny',
      reason: 'card_lost',
      direction: 'in',
    }),
    decision(2, { direction: 'out', reason: 'grace', at: '2026-11-28T15:00:00.000Z' }),
    decision(1, {
      decision: 'deny',
      reason: 'unknown_credential',
      plate_state: null,
      pass_id: null,
      client_id: null,
      customer_name: null,
      device_id: null,
      device_name: null,
    }),
  ];
  calls = stubApi({
    'GET /api/gate-decisions': ({ query }) => {
      const wanted = query.get('decision') ?? 'all';
      const matching = wanted === 'all' ? rows : rows.filter((row) => row.decision === wanted);
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 50);
      return { status: 200, body: { total: matching.length, rows: matching.slice(offset, offset + limit) } };
    },
    'GET /api/gate-occupancy': { status: 200, body: [occupancy] },
  });
  signInAs('ambassador');
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setLanguage('en'));
});

function renderPage(at = '/admin/gate/decisions') {
  return renderWithQuery(
    <MemoryRouter initialEntries={[at]}>
      <GateDecisionsPage />
      <LocationProbe />
      <ToastHost />
    </MemoryRouter>,
  );
}

const table = () => screen.getByRole('table', { name: 'Gate decisions' });
const row = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;
const decisionCalls = () => calls.filter((call) => call.path === '/api/gate-decisions');

describe('GateDecisionsPage', () => {
  it('lists decisions newest first with time, device, credential, direction, decision, reason and customer', async () => {
    renderPage();
    expect(await within(table()).findByText('Card 0101')).toBeInTheDocument();
    const texts = within(table())
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    // The garage's time zone (Los Angeles, UTC-8 in November).
    expect(texts).toEqual(['11-28-2026 8:05 AM', '11-28-2026 7:00 AM', '11-28-2026 8:05 AM']);

    const lost = row('Card 0101');
    expect(within(lost).getByText('Denied')).toBeInTheDocument();
    expect(within(lost).getByText('Card reported lost')).toBeInTheDocument();
    expect(within(lost).getByText('In')).toBeInTheDocument();
    expect(within(lost).getByText('North entry')).toBeInTheDocument();
    expect(within(lost).getByRole('link', { name: 'Customer 3' })).toHaveAttribute(
      'href',
      '/admin/customers/43',
    );

    const grace = row('Plate PL2 · US-CA');
    expect(within(grace).getByText('Allowed')).toBeInTheDocument();
    expect(within(grace).getByText('Out')).toBeInTheDocument();
    expect(
      within(grace).getByText('Pass in grace: Auto-Pay is still retrying the renewal'),
    ).toBeInTheDocument();

    // Nobody known: no link, and a plate read without its state says so.
    const stranger = row('Plate PL1 · state unknown');
    expect(within(stranger).getByText('Unknown card or plate')).toBeInTheDocument();
    expect(within(stranger).queryByRole('link')).toBeNull();
    expect(within(stranger).getAllByText('—')).toHaveLength(2);
  });

  it('the Denied filter asks the server for decision=deny and keeps it in the address', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByText('Card 0101');
    expect(decisionCalls()[0]?.query.get('decision')).toBe('all');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Decision' }), 'deny');
    await waitFor(() => expect(decisionCalls().at(-1)?.query.get('decision')).toBe('deny'));
    await waitFor(() => expect(within(table()).queryByText('Plate PL2 · US-CA')).toBeNull());
    expect(within(table()).getByText('Card 0101')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('decision=deny');
  });

  it('opens on the filter and page the address names, asking for that slice', async () => {
    rows = Array.from({ length: 120 }, (_, index) =>
      decision(120 - index, { decision: 'deny', reason: 'passback' }),
    );
    const user = userEvent.setup();
    renderPage('/admin/gate/decisions?decision=deny&page=2');
    await within(table()).findByText('Plate PL70 · US-CA');
    const asked = decisionCalls()[0]?.query;
    expect([asked?.get('decision'), asked?.get('limit'), asked?.get('offset')]).toEqual(['deny', '50', '50']);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(decisionCalls().at(-1)?.query.get('offset')).toBe('100'));
    expect(await within(table()).findByText('Plate PL20 · US-CA')).toBeInTheDocument();
  });

  it('says when no decision matches the filter', async () => {
    rows = rows.filter((one) => one.decision === 'allow');
    renderPage('/admin/gate/decisions?decision=deny');
    expect(await screen.findByText('No decisions match this filter.')).toBeInTheDocument();
  });

  it('reads the reasons from their codes in Spanish, never the English words', async () => {
    act(() => setLanguage('es'));
    renderPage();
    const spanish = await screen.findByRole('table', { name: 'Decisiones de acceso' });
    expect(await within(spanish).findByText('Tarjeta reportada como perdida')).toBeInTheDocument();
    expect(
      within(spanish).getByText(
        'Pase en periodo de gracia: el pago automático sigue reintentando la renovación',
      ),
    ).toBeInTheDocument();
    expect(within(spanish).getByText('Tarjeta o placa desconocida')).toBeInTheDocument();
    expect(within(spanish).getByText('Placa PL1 · estado desconocido')).toBeInTheDocument();
    expect(within(spanish).getAllByText('Denegada')).toHaveLength(2);
    expect(within(spanish).getByText('Salida')).toBeInTheDocument();
    expect(within(spanish).queryByText(/lost|grace|unknown/i)).toBeNull();
  });

  it.each(DECISION_REASONS)('words the reason %s in each language, from its code', async (reason) => {
    rows = [decision(1, { reason })];
    // The reason is the second data cell: after the time (the row header) and the decision.
    const reasonCell = async (caption: string) => {
      const shown = await within(screen.getByRole('table', { name: caption })).findByText(
        /^(Plate|Placa) PL1/,
      );
      return (shown.closest('tr') as HTMLElement).querySelectorAll('td')[1]?.textContent ?? '';
    };
    renderPage();
    const english = await reasonCell('Gate decisions');
    expect(english).not.toMatch(/^$|admin\.|_/);
    act(() => setLanguage('es'));
    await screen.findByRole('table', { name: 'Decisiones de acceso' });
    const spanish = await reasonCell('Decisiones de acceso');
    expect(spanish).not.toMatch(/^$|admin\.|_/);
    expect(spanish).not.toBe(english);
    expect(englishInSpanish(spanish, english)).toBeNull();
  });

  it('shows who is inside now per location, with its anti-passback mode', async () => {
    renderPage();
    const tiles = await screen.findByRole('region', { name: 'Inside now' });
    expect(await within(tiles).findByText('12 of 40')).toBeInTheDocument();
    expect(within(tiles).getByText('Inside now · Border Crossing Garage')).toBeInTheDocument();
    expect(within(tiles).getByText('Anti-passback: warn')).toBeInTheDocument();
  });
});
