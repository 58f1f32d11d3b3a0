import { api, parseResponse } from 'api/client';
import { LOSS_FEE_ITEM_NAME } from 'api/contract/item';

// The portal's calls, typed by the wire shapes of docs/decisions/customer-portal.md. The routes are
// built on other branches at the same time, so the typed client cannot see them yet: the client's
// proxy builds any path at run time (same base URL, retries and ApiError), and these types stand in
// until the merged AppType has them (docs/decisions/portal-ui.md).
interface Endpoint {
  $get(args?: { query?: Record<string, string>; param?: Record<string, string> }): Promise<Response>;
  $post(args?: { json?: unknown; param?: Record<string, string> }): Promise<Response>;
}
type Node = Endpoint & { [segment: string]: Node };
const root = api as unknown as Node;
const portal = root['payments-public']!;

async function body<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

export type Pass = { email: string; plate: string };

export type LookupResult = {
  ok: boolean;
  invitePending: boolean;
  loss_payment_allowed: boolean;
  info_message: string | null;
  loss_fee: { amount_cents: number } | null;
};

export type Invoice = {
  id: string | number;
  paid_at: string | null;
  amount_cents: number;
  status_key: string;
  concept: string;
};

export type Subscription = {
  status: string;
  autopay_enabled: boolean;
  days_left: number | null;
  days_ago: number | null;
  next_renewal_date: string | null;
  valid_through: string;
  discount_cycles_left: number;
  has_saved_card: boolean;
  renew_allowed: boolean;
  renew_opens_in_days: number | null;
  card: { state: 'assigned' | 'none' | 'lost'; code_last4: string | null };
  invoices: Invoice[];
};

export type CustomerInfo = {
  first_name: string;
  last_name: string;
  language: string;
  vehicle: {
    plate: string;
    type: string;
    make: string;
    model: string;
    year: number | string;
    color: string | null;
  };
};

export type StartedPayment = { client_secret: string; payment_id: string; amount_cents: number };
export type RenewStart = StartedPayment & { new_period_start: string; new_renewal_date: string };
export type PaymentState = {
  status: 'open' | 'paid' | 'failed' | 'refunded';
  kind: 'renewal' | 'loss_fee';
  amount_cents: number;
  next_renewal_date: string | null;
  refund_reason?: string | null;
};
export type SetupResult = {
  purpose: 'enable_autopay' | 'card_update';
  status: 'complete' | 'open';
  autopay_enabled: boolean;
  next_renewal_date: string | null;
  card_last4: string | null;
};
export type SandboxSession = {
  id: string;
  status: string;
  client_secret: string;
  locale: string;
  success_url: string;
  cancel_url: string;
};

const query = (pass: Pass) => ({ query: { email: pass.email, plate: pass.plate } });

export const portalApi = {
  lookup: (pass: Pass) => body<LookupResult>(portal.lookup!.$get(query(pass))),
  resendInvite: (pass: Pass) =>
    body<{ sent: true; cooldown_seconds: number }>(portal['resend-invite']!.$post({ json: pass })),
  confirmInvite: (token: string) => body<Pass>(portal['confirm-invite']!.$post({ json: { token } })),
  subscription: (pass: Pass) => body<Subscription>(portal.subscription!.$get(query(pass))),
  customerInfo: (pass: Pass) => body<CustomerInfo>(portal['customer-info']!.$get(query(pass))),
  toggleAutopay: (input: Pass & { enable: boolean; consent_text?: string; language?: string }) =>
    body<{ autopay_enabled: boolean; discount_cycles_left: number; next_renewal_date: string | null }>(
      portal['toggle-autopay']!.$post({ json: input }),
    ),
  setupPortal: (input: Pass & { language: string }) =>
    body<{ url: string }>(portal.portal!.$post({ json: input })),
  sendAutopayLink: (pass: Pass) =>
    body<{ sent: true; reusedToken: boolean }>(portal['send-autopay-enable-link']!.$post({ json: pass })),
  sendCardUpdateLink: (pass: Pass) =>
    body<{ sent: true; reusedToken: boolean }>(portal['send-card-update-link']!.$post({ json: pass })),
  checkoutInit: (token: string) =>
    body<{ url: string }>(root.checkout!.init![':token']!.$get({ param: { token } })),
  setupResult: (sessionId: string) =>
    body<SetupResult>(portal['setup-result']!.$get({ query: { session_id: sessionId } })),
  otpRequest: (pass: Pass) =>
    body<{ sent_to: string; cooldown_seconds: number }>(
      portal.otp!.request!.$post({ json: { ...pass, purpose: 'card_update' } }),
    ),
  otpVerify: (pass: Pass & { code: string }) =>
    body<{ otp_session: string; expires_in_seconds: number }>(
      portal.otp!.verify!.$post({ json: { ...pass, purpose: 'card_update' } }),
    ),
  cardSetup: (input: Pass & { otp_session: string }) =>
    body<{ client_secret: string; setup_intent_id: string }>(portal.card!.setup!.$post({ json: input })),
  cardConfirm: (input: Pass & { otp_session: string; setup_intent_id: string }) =>
    body<{ card_last4: string; brand: string }>(portal.card!.confirm!.$post({ json: input })),
  renew: (input: Pass & { language: string }) => body<RenewStart>(portal.renew!.$post({ json: input })),
  lostCard: (input: Pass & { language: string }) =>
    body<StartedPayment>(portal['lost-card']!.$post({ json: input })),
  payment: (id: string) => body<PaymentState>(portal.payment!.$get({ query: { id } })),
  lossFeeItem: () => parseResponse(api.items.$get({ query: { name: LOSS_FEE_ITEM_NAME } })),
  sandboxSession: (id: string) =>
    body<SandboxSession>(root.sandbox!.sessions![':id']!.$get({ param: { id } })),
  sandboxComplete: (id: string) =>
    body<{ redirect_url: string }>(root.sandbox!.sessions![':id']!.complete!.$post({ param: { id } })),
};
