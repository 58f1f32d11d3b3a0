import { Hono } from 'hono';
import { todayInTimeZone } from '../../contract/calendar-date';
import { passPlateParamSchema, staffAddPlateSchema } from '../../contract/pass-plates';
import type { RefundRequestedResponse } from '../../contract/refund-requests';
import { subscriptionPatchSchema, subscriptionsQuerySchema } from '../../contract/subscriptions';
import { refundAndCancel } from '../../domain/passes/pass-refund';
import { askForRefundApproval } from '../../domain/passes/refund-approval';
import { idParamSchema } from '../../lib/id-param-schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import { failsWith, succeedsWith } from '../../lib/route-docs';
import { auditedFor } from '../../middleware/audited';
import { type AuthEnv, requireAuth } from '../../middleware/auth';
import { requireCapability, requireCapabilityByField } from '../../middleware/require-capability';
import { clientAddress, throttle } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import { assignCard, passesNeedingCard } from './card-assignment.service';
import { sendCardReadyNotice } from './card-ready-notice';
import {
  banPass,
  cancelPass,
  sendAutopayLink,
  sendRenewalEmail,
  setAutopay,
  setStatus,
} from './pass-actions.service';
import { staffAddPlate, staffPassPlates, staffRemovePlate } from './pass-plates.service';
import { reactivationInfo, subscriptionInvoices } from './subscription-history.service';
import { listSubscriptions } from './subscription-list.service';

const TEN_MINUTES = 10 * 60_000;

/**
 * Mounted at `/subscriptions`: staff calls on passes. `PATCH /:id` takes one change per call and
 * checks the capability of the change that arrived (docs/decisions/staff-back-office.md).
 */
/** Which capability each kind of change needs (docs/decisions/staff-back-office.md). */
const PATCH_CAPABILITIES = {
  card_id: 'assign_card',
  status_key: 'status_edit',
  autopay: 'profile_edit',
} as const;

export function createSubscriptionsRouter(deps: PaymentDeps) {
  const auth = requireAuth(deps);
  const audited = auditedFor(deps);
  // Each call e-mails a customer: a slip of the mouse (or a script) must not flood their inbox.
  const renewalEmails = throttle({ bucket: 'staff-renewal-emails', limit: 20, windowMs: TEN_MINUTES });
  const autopayLinks = throttle({ bucket: 'staff-autopay-links', limit: 20, windowMs: TEN_MINUTES });
  const noPass = failsWith({ 404: ['subscription_not_found'] });
  const banned = failsWith({ 404: ['subscription_not_found'], 503: ['payment_provider_unavailable'] });
  return (
    new Hono<AuthEnv>()
      .get('/needs-card', auth, requireCapability('customers'), async (c) => {
        return c.json(await passesNeedingCard(deps.db), 200);
      })
      .get('/', auth, requireCapability('passes'), validate('query', subscriptionsQuerySchema), async (c) => {
        const today = todayInTimeZone(deps.config.garageTz, deps.now());
        return c.json(await listSubscriptions(deps.db, c.req.valid('query'), today), 200);
      })
      .get(
        '/:id/invoices',
        auth,
        requireCapability('profile_view'),
        noPass,
        validate('param', idParamSchema),
        async (c) => {
          return c.json(await subscriptionInvoices(deps.db, c.req.valid('param').id), 200);
        },
      )
      .get(
        '/:id/reactivation-info',
        auth,
        requireCapability('profile_view'),
        noPass,
        validate('param', idParamSchema),
        async (c) => c.json(await reactivationInfo(deps.db, c.req.valid('param').id), 200),
      )
      .patch(
        '/:id',
        auth,
        validate('param', idParamSchema),
        validate('json', subscriptionPatchSchema),
        requireCapabilityByField(PATCH_CAPABILITIES),
        audited(
          {
            byField: {
              card_id: 'pass_card_assigned',
              status_key: 'pass_status_changed',
              autopay: 'pass_autopay_changed',
            },
          },
          'pass',
          {
            // The card's number, which staff read on the card, beside the id the pass row holds.
            details: (answer) => {
              const card = answer?.card as { code?: unknown } | undefined;
              return typeof card?.code === 'string' ? { card_code: card.code } : {};
            },
          },
        ),
        failsWith({
          404: ['subscription_not_found', 'card_not_found'],
          // card_id: card_assignment_conflict (another card than `expected_card_id`; nothing changed),
          // card_not_available, same_card_unavailable; autopay: consent_required, need_setup, pass_expired.
          409: [
            'card_assignment_conflict',
            'card_not_available',
            'same_card_unavailable',
            'subscription_not_active',
            'consent_required',
            'need_setup',
            'pass_expired',
            // status_key active: the pass would take a space and none is free
            'no_space_to_reactivate',
          ],
          503: ['payment_provider_unavailable'],
        }),
        async (c) => {
          const { id } = c.req.valid('param');
          const change = c.req.valid('json');
          const actor = c.get('staff').username;
          if (change.card_id !== undefined) {
            const expected = change.expected_card_id ?? null;
            const assigned = await assignCard(deps.db, id, change.card_id, deps.now(), actor, expected);
            await sendCardReadyNotice(deps, id, assigned.card.code);
            return c.json(assigned, 200);
          }
          if (change.status_key !== undefined) {
            const state = await setStatus(deps, id, change.status_key);
            return c.json(state, 200);
          }
          return c.json(await setAutopay(deps, id, change.autopay === true, actor), 200);
        },
      )
      .patch(
        '/:id/refund-cancel',
        auth,
        requireCapability('refund_if_needed'),
        failsWith({
          404: ['subscription_not_found'],
          409: ['subscription_not_refundable', 'refund_request_pending'],
          502: ['refund_failed'],
          503: ['payment_provider_unavailable'],
        }),
        succeedsWith(200, 'Refunded in full through the provider, and the pass ended'),
        succeedsWith(
          202,
          'Above the location threshold: nothing refunded, the request waits for a second person (docs/decisions/two-person-refunds.md)',
        ),
        validate('param', idParamSchema),
        // A 202 refunded nothing: the service recorded `refund_requested` with the request.
        audited('pass_refunded', 'pass', { notOn: [202] }),
        async (c) => {
          const id = c.req.valid('param').id;
          const staff = c.get('staff');
          const request = await askForRefundApproval(deps, id, {
            ...staff,
            clientIp: clientAddress(c)?.address ?? null,
          });
          if (request) {
            const asked: RefundRequestedResponse = { request };
            return c.json(asked, 202);
          }
          const state = await refundAndCancel(deps, id, staff.username);
          return c.json(state, 200);
        },
      )
      .post(
        '/:id/cancel',
        auth,
        requireCapability('profile_edit'),
        failsWith({
          404: ['subscription_not_found'],
          409: ['subscription_not_cancelable'],
          503: ['payment_provider_unavailable'],
        }),
        validate('param', idParamSchema),
        audited('pass_canceled', 'pass'),
        async (c) => {
          const state = await cancelPass(deps, c.req.valid('param').id, c.get('staff').username);
          return c.json(state, 200);
        },
      )
      .post(
        '/:id/ban',
        auth,
        requireCapability('ban_car'),
        banned,
        validate('param', idParamSchema),
        audited('pass_banned', 'pass'),
        async (c) => {
          const state = await banPass(deps, c.req.valid('param').id, c.get('staff').username);
          return c.json(state, 200);
        },
      )
      .post(
        '/:id/send-renewal-email',
        auth,
        requireCapability('profile_edit'),
        renewalEmails,
        failsWith({
          404: ['subscription_not_found'],
          409: ['subscription_not_canceled'],
          502: ['mail_send_failed'],
        }),
        validate('param', idParamSchema),
        audited('pass_renewal_email_sent', 'pass'),
        async (c) => {
          return c.json(await sendRenewalEmail(deps, c.req.valid('param').id), 200);
        },
      )
      .post(
        '/:id/send-autopay-link',
        auth,
        requireCapability('profile_edit'),
        autopayLinks,
        failsWith({
          404: ['subscription_not_found'],
          409: ['subscription_not_active', 'autopay_already_on', 'pass_expired'],
          // The customer's own cooldown on set-up links, whoever asks (public-mail-guard.ts).
          429: ['mail_cooldown'],
          502: ['mail_send_failed'],
        }),
        validate('param', idParamSchema),
        audited('pass_autopay_link_sent', 'pass'),
        async (c) => c.json(await sendAutopayLink(deps, c.req.valid('param').id), 200),
      )
      // A pass's plates (docs/decisions/pass-plates.md): every one, and staff add or remove them.
      .get(
        '/:id/plates',
        auth,
        requireCapability('profile_view'),
        noPass,
        validate('param', idParamSchema),
        async (c) => c.json(await staffPassPlates(deps, c.req.valid('param').id), 200),
      )
      .post(
        '/:id/plates',
        auth,
        requireCapability('profile_edit'),
        failsWith({
          400: ['plate_end_out_of_range'],
          404: ['subscription_not_found'],
          409: ['pass_not_live', 'plate_already_on_pass', 'plate_limit_reached', 'plate_on_other_pass'],
        }),
        validate('param', idParamSchema),
        validate('json', staffAddPlateSchema),
        audited('pass_plate_added', 'pass', {
          details: (_answer, request) => ({
            plate: request.json.plate,
            plate_state: request.json.plate_state ?? null,
            ends_on: request.json.ends_on ?? null,
          }),
        }),
        async (c) => c.json(await staffAddPlate(deps, c.req.valid('param').id, c.req.valid('json')), 200),
      )
      .delete(
        '/:id/plates/:plate_id',
        auth,
        requireCapability('profile_edit'),
        failsWith({ 404: ['subscription_not_found', 'plate_not_on_pass'] }),
        validate('param', passPlateParamSchema),
        audited('pass_plate_removed', 'pass', {
          details: (answer) => ({ plate: answer?.removed ?? null }),
        }),
        async (c) => {
          const { id, plate_id } = c.req.valid('param');
          return c.json(await staffRemovePlate(deps, id, plate_id), 200);
        },
      )
  );
}
