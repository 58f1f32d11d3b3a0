import { api, parseResponse } from 'api/client';
import type { OtpRequestResponse, SetupResultResponse } from 'api/contract/autopay';
import { LOSS_FEE_ITEM_NAME } from 'api/contract/item';
import type {
  CustomerInfoResponse,
  LookupResponse,
  LostCardResponse,
  PassPaymentStatusResponse,
  PortalInvoice,
  RenewResponse,
  SubscriptionResponse,
} from 'api/contract/portal';

// The portal's calls through the typed client: a route or shape that changes on the server fails
// this package's typecheck.

export type Pass = { email: string; plate: string };
export type LookupResult = LookupResponse;
export type Invoice = PortalInvoice;
export type Subscription = SubscriptionResponse;
export type CustomerInfo = CustomerInfoResponse;
export type StartedPayment = LostCardResponse;
export type RenewStart = RenewResponse;
export type PaymentState = PassPaymentStatusResponse;
export type SetupResult = SetupResultResponse;
export type OtpSent = OtpRequestResponse;

export type SandboxSession = Awaited<ReturnType<typeof portalApi.sandboxSession>>;

const portal = api['payments-public'];
const query = (pass: Pass) => ({ query: { email: pass.email, plate: pass.plate } });

export const portalApi = {
  lookup: (pass: Pass) => parseResponse(portal.lookup.$get(query(pass))),
  resendInvite: (pass: Pass) => parseResponse(portal['resend-invite'].$post({ json: pass })),
  confirmInvite: (token: string) => parseResponse(portal['confirm-invite'].$post({ json: { token } })),
  subscription: (pass: Pass) => parseResponse(portal.subscription.$get(query(pass))),
  customerInfo: (pass: Pass) => parseResponse(portal['customer-info'].$get(query(pass))),
  toggleAutopay: (input: Pass & { enable: boolean; consent_text?: string; language?: 'en' | 'es' }) =>
    parseResponse(portal['toggle-autopay'].$post({ json: input })),
  setupPortal: (input: Pass & { language: 'en' | 'es' }) =>
    parseResponse(portal.portal.$post({ json: input })),
  sendAutopayLink: (pass: Pass) => parseResponse(portal['send-autopay-enable-link'].$post({ json: pass })),
  sendCardUpdateLink: (pass: Pass) => parseResponse(portal['send-card-update-link'].$post({ json: pass })),
  checkoutInit: (token: string) => parseResponse(api.checkout.init[':token'].$get({ param: { token } })),
  setupResult: (sessionId: string) =>
    parseResponse(portal['setup-result'].$get({ query: { session_id: sessionId } })),
  otpRequest: (pass: Pass) =>
    parseResponse(portal.otp.request.$post({ json: { ...pass, purpose: 'card_update' } })),
  otpVerify: (pass: Pass & { code: string }) =>
    parseResponse(portal.otp.verify.$post({ json: { ...pass, purpose: 'card_update' } })),
  cardSetup: (input: Pass & { otp_session: string }) =>
    parseResponse(portal.card.setup.$post({ json: input })),
  cardConfirm: (input: Pass & { otp_session: string; setup_intent_id: string }) =>
    parseResponse(portal.card.confirm.$post({ json: input })),
  renew: (input: Pass & { language: 'en' | 'es' }) => parseResponse(portal.renew.$post({ json: input })),
  lostCard: (input: Pass & { language: 'en' | 'es' }) =>
    parseResponse(portal['lost-card'].$post({ json: input })),
  payment: (id: string) => parseResponse(portal.payment.$get({ query: { id } })),
  lossFeeItem: () => parseResponse(api.items.$get({ query: { name: LOSS_FEE_ITEM_NAME } })),
  sandboxSession: (id: string) => parseResponse(api.sandbox.sessions[':id'].$get({ param: { id } })),
  sandboxComplete: (id: string) =>
    parseResponse(api.sandbox.sessions[':id'].complete.$post({ param: { id } })),
};
