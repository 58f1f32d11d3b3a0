import { screen, waitFor } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery } from '../../../test/query-client';
import { PayPage } from './pay-page';

function renderAt(path: string) {
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <PayPage />
    </MemoryRouter>,
  );
}

describe('/pay', () => {
  it("says 'Falta token' in Spanish when the link has no token", () => {
    setLanguage('es');
    renderAt('/pay');
    expect(screen.getByRole('heading', { name: 'Falta token' })).toBeInTheDocument();
  });

  it("says 'Link vencido' in Spanish and 'Link expired' in English for a used or expired link", async () => {
    stubFetch({ 'GET /api/checkout/init/tok_old': json({ error: 'x', code: 'link_expired' }, 410) });
    setLanguage('es');
    renderAt('/pay?token=tok_old');
    expect(await screen.findByRole('heading', { name: 'Link vencido' })).toBeInTheDocument();
    setLanguage('en');
    expect(await screen.findByRole('heading', { name: 'Link expired' })).toBeInTheDocument();
  });

  it('sends a live link on to the hosted set-up page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch({ 'GET /api/checkout/init/tok_live': json({ url: '/sandbox-checkout?session=cs_9' }) });
    setLanguage('en');
    renderAt('/pay?token=tok_live');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-checkout?session=cs_9'));
    vi.unstubAllGlobals();
  });
});
