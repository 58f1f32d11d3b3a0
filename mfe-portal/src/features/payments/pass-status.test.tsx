import { cleanup, screen } from '@testing-library/react';
import { DECLINE_REASONS } from 'api/contract/decline-reasons';
import { setLanguage } from 'design-system/i18n/language';
import { englishInSpanish } from '../../../../tooling/english-in-spanish';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { CUSTOMER, manualPassActions, SUBSCRIPTION } from '../../../test/payments-fixtures';
import { renderPortal, signedIn } from '../../../test/render-portal';
import { PaymentsPage } from './payments-page';

// The pass card says what the pass is (never "expired 0 days ago" for a pass staff ended) and offers
// only the next step the API allows: renew, change the card, or contact the office.

function show(patch: Partial<Record<keyof typeof SUBSCRIPTION, unknown>>) {
  stubFetch({
    'GET /api/payments-public/session': json(signedIn()),
    'GET /api/payments-public/subscription': json({ ...SUBSCRIPTION, ...patch }),
    'GET /api/payments-public/customer-info': json(CUSTOMER),
  });
  return renderPortal('/payments', <PaymentsPage />);
}

/** Every reason a customer can be told (lost and stolen cards read as a plain decline). */
const CUSTOMER_DECLINES = DECLINE_REASONS.filter(
  (reason) => reason !== 'lost_card' && reason !== 'stolen_card',
);

const ENDED = {
  autopay_enabled: false,
  has_saved_card: false,
  days_left: null,
  days_ago: 0,
  card: { state: 'none', code_last4: null },
};

describe('the pass card', () => {
  beforeEach(() => setLanguage('en'));

  it('a canceled pass in Spanish: "Cancelado", never "Vencido", and Renovar as the only step', async () => {
    setLanguage('es');
    show({
      ...ENDED,
      status: 'canceled',
      main_action: 'renew',
      actions: manualPassActions(null, { held: false }),
      next_step: 'renew',
      renew_refusal: null,
      renew_allowed: true,
    });
    expect(await screen.findByText('Cancelado')).toBeInTheDocument();
    expect(screen.queryByText(/Vencido/)).not.toBeInTheDocument();
    expect(screen.getByText('Este pase fue cancelado y ya no abre la barrera.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renovar mi pase' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/renew\?/),
    );
    expect(screen.queryByRole('link', { name: /Cambiar mi tarjeta/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /pago automático/ })).not.toBeInTheDocument();
  });

  it('a refunded pass offers no renewal, only the office with its phone, e-mail, hours and address', async () => {
    show({
      ...ENDED,
      status: 'refunded',
      main_action: 'none',
      actions: manualPassActions('pass_not_renewable', { held: false }),
      next_step: 'contact_office',
      renew_refusal: 'pass_not_renewable',
    });
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew my pass' })).not.toBeInTheDocument();
    const office = screen.getByRole('region', { name: 'Contact the garage office' });
    expect(office).toHaveTextContent('Hours: Mon-Sat 7-19');
    expect(office).toHaveTextContent('Address: 100 Garage Rd');
    expect(screen.getByRole('link', { name: '+1 (619) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+16195550142',
    );
    expect(screen.getByRole('link', { name: 'office@border-garage.local' })).toHaveAttribute(
      'href',
      'mailto:office@border-garage.local',
    );
  });

  it('a banned pass says so and sends the customer to the office', async () => {
    show({
      ...ENDED,
      status: 'banned',
      main_action: 'none',
      actions: manualPassActions('pass_not_renewable', { held: false }),
      next_step: 'contact_office',
      renew_refusal: 'pass_not_renewable',
    });
    expect(await screen.findByText('Banned')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact the garage office' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'I lost my access card' })).not.toBeInTheDocument();
  });

  it('an expired pass says how many days ago and when it ended, with Renew', async () => {
    show({
      status: 'expired',
      days_left: null,
      days_ago: 4,
      main_action: 'renew',
      actions: manualPassActions(null, { live: false }),
      next_step: 'renew',
      autopay_enabled: false,
    });
    expect(await screen.findByText('Expired · 4 days ago')).toBeInTheDocument();
    expect(screen.getByText(/^Ended at 23:45 on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew my pass' })).toBeInTheDocument();
  });

  it('an active pass too early to renew says when renewing opens, with no Renew link', async () => {
    show({
      autopay_enabled: false,
      main_action: 'none',
      actions: manualPassActions('renew_too_early'),
      next_step: 'renew_later',
      renew_opens_in_days: 5,
    });
    expect(await screen.findByText('You can renew online in 5 days.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew my pass' })).not.toBeInTheDocument();
  });

  it('counts days and months in words, one and many, in English and Spanish: never "día(s)" or "mes(es)"', async () => {
    for (const [language, days, cycles, badge, discount] of [
      ['en', 1, 1, 'Active · 1 day left', '1 discounted month left.'],
      ['en', 12, 2, 'Active · 12 days left', '2 discounted months left.'],
      ['es', 1, 1, 'Activo · queda 1 día', 'Le queda 1 mes con descuento.'],
      ['es', 12, 2, 'Activo · quedan 12 días', 'Le quedan 2 meses con descuento.'],
      ['es', 0, 0, 'Activo · quedan 0 días', null],
    ] as const) {
      setLanguage(language);
      show({ days_left: days, discount_cycles_left: cycles });
      expect(await screen.findByText(badge)).toBeInTheDocument();
      if (discount) expect(screen.getByText(discount, { exact: false })).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/\((s|es)\)/);
      cleanup();
    }
  });

  it('says in Spanish how many days until renewing opens, and how long ago a pass ended', async () => {
    setLanguage('es');
    show({
      autopay_enabled: false,
      main_action: 'none',
      actions: manualPassActions('renew_too_early'),
      next_step: 'renew_later',
      renew_opens_in_days: 1,
    });
    expect(await screen.findByText('Podrá renovar en línea en 1 día.')).toBeInTheDocument();
    cleanup();
    show({
      status: 'expired',
      days_left: null,
      days_ago: 3,
      main_action: 'renew',
      actions: manualPassActions(null, { live: false }),
      next_step: 'renew',
      autopay_enabled: false,
    });
    expect(await screen.findByText('Vencido · hace 3 días')).toBeInTheDocument();
  });

  const FAILING = {
    next_step: 'change_card',
    main_action: 'change_card',
    autopay_failure: {
      failed_at: '2026-12-22T14:00:00Z',
      amount_cents: 22000,
      decline_reason: 'insufficient_funds',
      next_retry_at: '2026-12-25T14:00:00Z',
    },
  };

  it('a failing autopay charge: the reason in words, what the days until the retry mean, and Change my card first', async () => {
    show(FAILING);
    expect(await screen.findByText('Your last autopay charge failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We could not charge $220.00 on December 22, 2026. Reason: The card does not have enough funds.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Change your card now: we charge the new card at once/)).toBeInTheDocument();
    // The pass ends on December 22 and the retry is on the 25th: the gate still admits it through the 29th.
    expect(
      screen.getByText('If you do not, we will try this card again on December 25, 2026.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Meanwhile your card and plate still open the gate and your space is kept for you, through 11:45 p\.m\. on December 29, 2026\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/its new month counts from December 23, 2026\.$/)).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Change my card' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveClass('ds-button--primary');
  });

  it('in Spanish, every decline reads in Spanish, with no English in the notice', async () => {
    setLanguage('es');
    for (const decline_reason of CUSTOMER_DECLINES) {
      show({ ...FAILING, autopay_failure: { ...FAILING.autopay_failure, decline_reason } });
      const title = await screen.findByText('Falló su último cobro automático');
      const notice = title.closest('.ds-alert') as HTMLElement;
      const lines = [...notice.querySelectorAll('p, span')].map((line) => line.textContent ?? '');
      expect(lines.map((line) => englishInSpanish(line)).filter(Boolean)).toEqual([]);
      expect(lines.join(' ')).toMatch(/Motivo: (La tarjeta|El banco)/);
      cleanup();
    }
    show(FAILING);
    expect(await screen.findByText(/Motivo: La tarjeta no tiene fondos suficientes\./)).toBeInTheDocument();
    expect(
      screen.getByText(/su espacio sigue reservado para usted, hasta las 23:45 del 29 de diciembre de 2026/),
    ).toBeInTheDocument();
  });

  it('a pass already past its end while retries remain: still in grace, a new card is charged at once', async () => {
    show({
      ...FAILING,
      status: 'expired',
      days_left: null,
      days_ago: 3,
      autopay_failure: { ...FAILING.autopay_failure, next_retry_at: '2026-12-29T14:00:00Z' },
    });
    expect(await screen.findByText(/^Meanwhile your card and plate still open the gate/)).toBeInTheDocument();
    expect(screen.getByText('Change your card now: we charge the new card at once.')).toBeInTheDocument();
    expect(
      screen.getByText('If you do not, we will try this card again on December 29, 2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/no gap/)).not.toBeInTheDocument();
  });

  it('after the last failed attempt: autopay ended, and renewal by hand is offered', async () => {
    show({
      status: 'expired',
      days_ago: 7,
      days_left: null,
      autopay_enabled: false,
      next_step: 'renew',
      main_action: 'renew',
      actions: manualPassActions(null, { live: false }),
      autopay_failure: {
        failed_at: '2026-12-29T14:00:00Z',
        amount_cents: 22000,
        decline_reason: 'declined',
        next_retry_at: null,
      },
    });
    expect(await screen.findByText(/That was the last attempt/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew my pass' })).toBeInTheDocument();
  });

  it('says until when the gate opens, and when it last let the car through', async () => {
    show({
      gate: {
        ...SUBSCRIPTION.gate,
        last_seen: { at: '2026-12-01T16:05:00.000Z', direction: 'in', device_name: 'Entry' },
      },
    });
    expect(
      await screen.findByText('Your card and plate open the gate until December 29, 2026 at 11:45 PM.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Last seen at the gate: entering, December 1, 2026 at 8:05 AM.'),
    ).toBeInTheDocument();
  });

  it('in grace and suspended, in Spanish: still open while retried, closed until paid', async () => {
    setLanguage('es');
    show({ gate: { ...SUBSCRIPTION.gate, state: 'grace' } });
    expect(
      await screen.findByText(
        /^Estamos reintentando su pago automático: su tarjeta y su placa siguen abriendo la puerta hasta el 29 de diciembre de 2026/,
      ),
    ).toBeInTheDocument();
    cleanup();
    show({ gate: { ...SUBSCRIPTION.gate, state: 'suspended', may_enter: false } });
    expect(await screen.findByText(/^El acceso está suspendido/)).toBeInTheDocument();
    expect(screen.queryByText(/Última vez en la puerta/)).not.toBeInTheDocument();
  });
});
