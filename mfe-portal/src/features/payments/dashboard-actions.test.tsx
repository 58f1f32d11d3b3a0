import { cleanup, screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { CUSTOMER, manualPassActions, SUBSCRIPTION } from '../../../test/payments-fixtures';
import { renderPortal, signedIn } from '../../../test/render-portal';
import { PaymentsPage } from './payments-page';

// The dashboard offers only the actions the pass answer says work now, and says why for the others.

function show(patch: Partial<Record<keyof typeof SUBSCRIPTION, unknown>>) {
  stubFetch({
    'GET /api/payments-public/session': json(signedIn()),
    'GET /api/payments-public/subscription': json({ ...SUBSCRIPTION, ...patch }),
    'GET /api/payments-public/customer-info': json(CUSTOMER),
  });
  return renderPortal('/payments', <PaymentsPage />);
}

const EXPIRED = {
  status: 'expired',
  days_left: null,
  days_ago: 3,
  autopay_enabled: false,
  has_saved_card: false,
  next_step: 'renew',
  main_action: 'renew',
  actions: manualPassActions(null, { live: false }),
};

describe('dashboard actions', () => {
  beforeEach(() => setLanguage('en'));

  it('autopay on, in Spanish: the card is the main action, never Renovar, and why', async () => {
    setLanguage('es');
    show({});
    const manage = await screen.findByRole('link', { name: 'Administrar mi tarjeta' });
    expect(manage).toHaveClass('ds-button--primary');
    expect(screen.queryByRole('link', { name: 'Renovar mi pase' })).not.toBeInTheDocument();
    expect(
      screen.getByText('El pago automático renueva este pase: no hay nada que renovar manualmente.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/se cobrará a su tarjeta guardada el 22 de diciembre de 2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desactivar el pago automático' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Envíenme un enlace/ })).not.toBeInTheDocument();
    // The secondary "Cambiar mi tarjeta" would repeat the main action.
    expect(screen.queryByRole('link', { name: 'Cambiar mi tarjeta' })).not.toBeInTheDocument();
  });

  it('autopay on, in English: Manage my card, and no Renew', async () => {
    show({});
    expect(await screen.findByRole('link', { name: 'Manage my card' })).toHaveClass('ds-button--primary');
    expect(screen.queryByRole('link', { name: 'Renew my pass' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Autopay renews this pass, so there is nothing to renew by hand.'),
    ).toBeInTheDocument();
  });

  it('an expired pass: Renew, no autopay link nor switch, and the reason instead', async () => {
    show(EXPIRED);
    expect(await screen.findByRole('link', { name: 'Renew my pass' })).toHaveClass('ds-button--primary');
    expect(
      screen.queryByRole('button', { name: 'E-mail me a link to turn on autopay' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn autopay on' })).not.toBeInTheDocument();
    expect(screen.getByText('Autopay can be turned on once the pass is renewed.')).toBeInTheDocument();
  });

  it('an expired pass in Spanish says the same', async () => {
    setLanguage('es');
    show(EXPIRED);
    expect(await screen.findByRole('link', { name: 'Renovar mi pase' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Envíenme un enlace/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('El pago automático se puede activar una vez renovado el pase.'),
    ).toBeInTheDocument();
  });

  it('leads a held pass to its plates, and an ended one nowhere', async () => {
    show({});
    expect(await screen.findByRole('link', { name: 'Plates: add a second car or a rental' })).toHaveAttribute(
      'href',
      '/plates?email=ana%40example.com&plate=ABC123',
    );
    cleanup();
    show({ status: 'canceled' });
    await screen.findByRole('button', { name: 'Sign out' });
    expect(screen.queryByRole('link', { name: /^Plates/ })).not.toBeInTheDocument();
  });

  it('leads to the receipts of any pass, an ended one too (its payments stay its own)', async () => {
    show({ status: 'canceled' });
    expect(await screen.findByRole('link', { name: 'Receipts: every payment, as a PDF' })).toHaveAttribute(
      'href',
      '/receipts?email=ana%40example.com&plate=ABC123',
    );
  });

  it('the lost-card action follows the answer, not the card text', async () => {
    show({
      actions: { ...SUBSCRIPTION.actions, lost_card: { available: false, reason: 'no_card_assigned' } },
    });
    expect(await screen.findByRole('link', { name: 'Manage my card' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'I lost my access card' })).not.toBeInTheDocument();
  });
});
