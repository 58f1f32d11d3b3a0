import { act, render, screen, within } from '@testing-library/react';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditRow } from 'api/contract/audit';
import { getT, setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditRowsTable } from './audit-rows';

const auditRow = (id: number, patch: Partial<AuditRow> = {}): AuditRow => ({
  id,
  at: '2026-11-28T16:05:00.000Z',
  actor: 'ana.ruiz',
  actor_role: 'ambassador',
  action: 'pass_status_changed',
  target_type: 'pass',
  target_id: 9,
  customer_id: 41,
  before: { statusKey: 'active', autopay: true },
  after: { statusKey: 'canceled', autopay: false },
  client_ip: '203.0.113.9',
  redacted: false,
  ...patch,
});

afterEach(() => act(() => setLanguage('en')));

function renderRows(rows: AuditRow[], linkCustomers = true) {
  return render(
    <MemoryRouter>
      <AuditRowsTable caption="The record" rows={rows} empty="Nothing" linkCustomers={linkCustomers} />
    </MemoryRouter>,
  );
}

const rowOf = (text: string) =>
  within(screen.getByRole('table', { name: 'The record' }))
    .getByText(text)
    .closest('tr') as HTMLElement;

describe('AuditRowsTable', () => {
  it('shows when, who, their role, the action, the target, each change and the address', () => {
    renderRows([auditRow(1)]);
    const row = rowOf('ana.ruiz');
    // The garage's time zone (Los Angeles, UTC-8 in November).
    expect(within(row).getByRole('rowheader')).toHaveTextContent('11-28-2026 8:05 AM');
    expect(within(row).getByText('Ambassador')).toBeInTheDocument();
    expect(within(row).getByText('Pass status changed')).toBeInTheDocument();
    expect(within(row).getByText('Pass #9')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Customer #41' })).toHaveAttribute(
      'href',
      '/admin/customers/41',
    );
    const changes = within(row)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual(['status_key: active → canceled', 'autopay: Yes → No']);
    expect(within(row).getByText('203.0.113.9')).toBeInTheDocument();
  });

  it('shows a creation as its values, the system as the actor, and a redacted row as removed', () => {
    renderRows(
      [
        auditRow(1, {
          action: 'plan_created',
          target_type: 'plan',
          customer_id: null,
          before: null,
          after: { name: 'Quarterly' },
        }),
        auditRow(2, {
          actor: null,
          actor_role: null,
          client_ip: null,
          action: 'customer_updated',
          target_type: 'customer',
          target_id: 41,
          redacted: true,
          before: null,
          after: null,
        }),
        auditRow(3, {
          actor: 'casey',
          action: 'gate_device_key_rotated',
          target_type: 'gate_device',
          customer_id: null,
          before: null,
          after: null,
        }),
      ],
      false,
    );
    expect(within(rowOf('Plan created')).getByRole('listitem')).toHaveTextContent('name: Quarterly');
    const erased = rowOf('System');
    expect(within(erased).getByText('Removed when the customer was erased')).toBeInTheDocument();
    // The profile's own History does not link back to the profile.
    expect(within(erased).queryByRole('link')).toBeNull();
    expect(within(rowOf('casey')).getByText('No fields changed')).toBeInTheDocument();
  });

  it('reads in Spanish, from the codes', () => {
    act(() => setLanguage('es'));
    renderRows([auditRow(1)]);
    const row = rowOf('ana.ruiz');
    expect(within(row).getByText('Estado del pase cambiado')).toBeInTheDocument();
    expect(within(row).getByText('Embajador')).toBeInTheDocument();
    expect(within(row).getByText('Pase n.º 9')).toBeInTheDocument();
    expect(within(row).getAllByRole('listitem')[1]).toHaveTextContent('autopay: Sí → No');
  });

  it('has a label for every action and target the record names, in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      const t = getT(language);
      for (const action of AUDIT_ACTIONS) {
        expect(t(`admin.audit.actions.${action}`), `${language} ${action}`).not.toMatch(/^admin\.|_/);
      }
      for (const type of AUDIT_TARGET_TYPES) {
        expect(t(`admin.audit.targets.${type}`), `${language} ${type}`).not.toMatch(/^admin\.|_/);
      }
    }
  });
});
