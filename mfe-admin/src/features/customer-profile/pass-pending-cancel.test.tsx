import { within } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeRoute } from '../../../test/fake-api';
import { pass, profile, renderProfile, section, stubProfileApi } from '../../../test/profile-fixtures';
import { signInAs } from '../../../test/staff-session';

// Staff see an owner's cancel at period end on the pass (docs/decisions/cancel-at-period-end.md).

let routes: Record<string, FakeRoute>;
beforeEach(() => {
  ({ routes } = stubProfileApi());
  signInAs('ambassador');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

const cancelling = (reason: 'moving' | 'other', reasonText: string | null) => ({
  status: 200,
  body: {
    ...profile,
    subscriptions: [
      {
        ...pass,
        pending_cancel: {
          last_day: '2026-04-09',
          reason,
          reason_text: reasonText,
          requested_at: '2026-03-10T19:00:00Z',
        },
      },
    ],
  },
});

describe('a pass its owner cancelled at period end', () => {
  it('says when it ends and why, in the reason’s words', async () => {
    routes['GET /api/clients/4/profile'] = cancelling('moving', null);
    renderProfile();
    const passSection = await section();
    expect(within(passSection).getByText('Cancelled by the owner')).toBeInTheDocument();
    expect(within(passSection).getByText('Ends after 04-09-2026 (Moving away)')).toBeInTheDocument();
  });

  it('gives the owner’s own words for “other”, in Spanish', async () => {
    setLanguage('es');
    routes['GET /api/clients/4/profile'] = cancelling('other', 'Trabajo desde casa');
    renderProfile();
    const passSection = await section();
    expect(
      within(passSection).getByText('Termina después del 04-09-2026 (Trabajo desde casa)'),
    ).toBeInTheDocument();
  });
});
