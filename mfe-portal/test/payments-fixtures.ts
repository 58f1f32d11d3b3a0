// Tests only: the /payments portal's answers (a signed-in pass, its holder) and call inspection.
import type { SignInRequestResponse } from 'api/contract/portal-session';
import type { stubFetch } from '../../tooling/stub-fetch';
import { json } from '../../tooling/stub-fetch';

export const SUBSCRIPTION = {
  status: 'active',
  autopay_enabled: true,
  days_left: 12,
  days_ago: null,
  next_renewal_date: '2026-12-22',
  valid_through: '23:45',
  start_date: '2026-11-23',
  current_period_start: '2026-11-23',
  discount_cycles_left: 2,
  first3_cycles_left: 2,
  has_saved_card: true,
  renew_allowed: false,
  renew_opens_in_days: 0,
  next_step: 'none',
  main_action: 'manage_card',
  actions: {
    renew: { available: false, reason: 'autopay_blocks_renewal' },
    autopay_on: { available: false, reason: 'autopay_already_on' },
    autopay_off: { available: true, reason: null },
    autopay_link: { available: false, reason: 'autopay_already_on' },
    change_card: { available: true, reason: null },
    lost_card: { available: true, reason: null },
  },
  today: '2026-12-10',
  renew_refusal: 'autopay_blocks_renewal',
  office: {
    phone: '+1 (619) 555-0142',
    email: 'office@border-garage.local',
    hours: { en: 'Mon-Sat 7-19', es: 'Lun-sáb 7-19' },
    address: '100 Garage Rd',
  },
  autopay_failure: null,
  autopay_offer: null,
  next_charge: { amount_cents: 22000, date: '2026-12-22' } as { amount_cents: number; date: string } | null,
  autopay_off_preview: { pay_by: '2026-12-22' } as { pay_by: string } | null,
  card_expiry: null as { brand: string; last4: string; last_day: string; days_left: number } | null,
  card: { state: 'assigned', code_last4: '0042' },
  gate: {
    state: 'active',
    may_enter: true,
    valid_until: '2026-12-30T07:45:00.000Z',
    last_seen: null as { at: string; direction: 'in' | 'out'; device_name: string | null } | null,
  },
  invoices: [
    {
      id: 1,
      paid_at: '2026-11-23T10:00:00Z',
      amount_cents: 22000,
      status_key: 'paid',
      concept: 'Monthly pass – Autopay – renewal',
      concept_es: 'Pase mensual – Pago automático – renovación',
    },
  ],
};
const OK = { available: true, reason: null };
const no = (reason: string) => ({ available: false, reason });

/** The actions of a pass that is not on autopay: renewal as given, autopay on only while it is live. */
export function manualPassActions(renew: string | null, options: { live?: boolean; held?: boolean } = {}) {
  const held = options.held ?? true;
  const autopayOn = !held ? no('pass_ended') : (options.live ?? true) ? OK : no('pass_expired');
  return {
    renew: renew ? no(renew) : OK,
    autopay_on: autopayOn,
    autopay_off: held ? no('autopay_already_off') : no('pass_ended'),
    autopay_link: autopayOn,
    change_card: held ? no('no_saved_card') : no('pass_ended'),
    lost_card: no('no_card_assigned'),
  };
}

export const CUSTOMER = {
  first_name: 'Ana',
  last_name: 'Ruiz',
  language: 'es',
  vehicle: {
    plate: 'ABC123',
    plate_state: 'MX-BCN' as string | null,
    type: 'car',
    make: 'Honda',
    model: 'Civic',
    year: 2020,
    color: 'Blue',
  },
};
export const SENT: SignInRequestResponse = {
  sent_to: 'a***@example.com',
  cooldown_seconds: 60,
  held_back: null,
  retry_after_seconds: null,
};
export const SIGNED_IN_ANSWER = {
  email: 'ana@example.com',
  plate: 'ABC123',
  next: '/payments',
  expires_at: '2027-01-01T00:00:00Z',
};
export const PASS_READS = {
  'GET /api/payments-public/subscription': json(SUBSCRIPTION),
  'GET /api/payments-public/customer-info': json(CUSTOMER),
};

export const calls = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  fetch.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);
export const bodyOf = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  JSON.parse(String(calls(fetch, path).at(-1)?.[1]?.body ?? 'null')) as Record<string, unknown>;
