import { act, screen, within } from '@testing-library/react';
import type { ClientProfile, ProfileSubscription } from 'api/contract/admin-customers';
import { setLanguage } from 'design-system/i18n/language';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeRoute } from '../../../test/fake-api';
import { pass, profile, renderProfile, section, stubProfileApi } from '../../../test/profile-fixtures';
import { signInAs } from '../../../test/staff-session';

let routes: Record<string, FakeRoute>;
beforeEach(() => {
  ({ routes } = stubProfileApi());
  signInAs('ambassador');
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setLanguage('en'));
});

const withPass = (
  changes: Partial<ProfileSubscription> | ((pass: ProfileSubscription) => ProfileSubscription),
) => {
  const shown = typeof changes === 'function' ? changes(pass) : { ...pass, ...changes };
  const body: ClientProfile = { ...profile, subscriptions: [shown] };
  routes['GET /api/clients/4/profile'] = { status: 200, body };
};

/** The "At the gate" part of the pass, as label -> text. */
async function gateDetails(heading = 'At the gate') {
  const region = await within(await section()).findByRole('region', { name: heading });
  const details: Record<string, string> = {};
  for (const term of within(region).getAllByRole('term')) {
    const value = term.nextElementSibling as HTMLElement;
    // A badge and its note read apart: 'Grace / Auto-Pay is retrying…'.
    const parts =
      value.children.length > 0
        ? Array.from(value.children, (part) => part.textContent)
        : [value.textContent];
    details[term.textContent ?? ''] = parts.join(' / ');
  }
  return details;
}

describe("the profile's pass at the gate", () => {
  it('shows a pass in grace: still let in, until the end of the retries, and where the gate last saw it', async () => {
    withPass({
      gate: {
        state: 'grace',
        may_enter: true,
        valid_until: '2026-12-09T07:45:00.000Z',
        last_seen: { at: '2026-11-28T16:05:00.000Z', direction: 'in', device_name: 'North entry' },
      },
    });
    renderProfile();
    expect(await gateDetails()).toEqual({
      Access: 'Grace / Auto-Pay is retrying the renewal: the pass still enters and keeps its space.',
      'May enter': 'Yes, the gate lets it in',
      'Valid until': '12-08-2026 11:45 PM',
      'Last seen at the gate': '11-28-2026 8:05 AM · In · North entry',
    });
  });

  it('says so in Spanish, for a suspended pass the gate has never seen', async () => {
    withPass({ gate: { state: 'suspended', may_enter: false, valid_until: null, last_seen: null } });
    act(() => setLanguage('es'));
    renderProfile();
    expect(await gateDetails('En el acceso')).toEqual({
      Acceso:
        'Suspendido / Se agotaron los reintentos del pago automático: al pagar, el acceso vuelve de inmediato.',
      'Puede entrar': 'No, el acceso lo rechaza',
      'Válido hasta': '—',
      'Última vez en el acceso': 'Nunca se ha visto en el acceso',
    });
  });

  it('shows a grace pass in Spanish, and an exit through a device it no longer knows', async () => {
    withPass({
      gate: {
        state: 'grace',
        may_enter: true,
        valid_until: '2026-12-09T07:45:00.000Z',
        last_seen: { at: '2026-11-28T16:05:00.000Z', direction: 'out', device_name: null },
      },
    });
    act(() => setLanguage('es'));
    renderProfile();
    const details = await gateDetails('En el acceso');
    expect(details.Acceso).toBe(
      'En gracia / El pago automático está reintentando la renovación: el pase sigue entrando y conserva su lugar.',
    );
    expect(details['Última vez en el acceso']).toBe('11-28-2026 8:05 a.m. · Salida');
  });

  it('shows nothing at the gate when the API is older than the gate', async () => {
    withPass(({ gate: _gate, ...older }) => older as ProfileSubscription);
    renderProfile();
    const shown = await section();
    expect(within(shown).getByText('Monthly autopay')).toBeInTheDocument();
    expect(within(shown).queryByRole('region', { name: 'At the gate' })).toBeNull();
    expect(screen.queryByText('Never seen at the gate')).toBeNull();
  });
});
