import { Hono } from 'hono';
import {
  passCancelInputSchema,
  passCancelQuerySchema,
  passCancelUndoInputSchema,
} from '../../../contract/pass-cancel';
import { passCancelState, scheduleCancel, undoCancel } from '../../../domain/passes/pass-cancel';
import { requireConfirmedPass } from '../../../domain/passes/portal-pass';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { failsWith } from '../../../lib/route-docs';
import { requirePortalSession, requireSessionFor } from '../../../middleware/portal-session';
import { sessionOrClientThrottle } from '../../../middleware/session-throttle';
import { validate } from '../../../middleware/validate';

const MINUTE = 60_000;

/**
 * Mounted at `/payments-public`: cancel at period end and its undo (docs/decisions/cancel-at-period-end.md).
 * Each call needs the session of the named pass's e-mail, checked before the pass is looked for, so a
 * stranger learns nothing about which passes exist.
 */
export function createCancelRouter(deps: PaymentDeps) {
  const reads = sessionOrClientThrottle({ bucket: 'portal-cancel-reads', limit: 30, windowMs: 10 * MINUTE });
  const changes = sessionOrClientThrottle({ bucket: 'portal-cancel', limit: 10, windowMs: 10 * MINUTE });
  const named = { 404: ['pass_not_found'], 409: ['invite_pending'] } as const;
  const provider = { 503: ['payment_provider_unavailable'] } as const;

  return new Hono()
    .get(
      '/cancel',
      reads,
      requirePortalSession,
      failsWith(named),
      validate('query', passCancelQuerySchema),
      async (c) => {
        const key = c.req.valid('query');
        requireSessionFor(c, key.email);
        c.header('Cache-Control', 'no-store');
        return c.json(await passCancelState(deps, await requireConfirmedPass(deps.db, key)), 200);
      },
    )
    .post(
      '/cancel',
      changes,
      requirePortalSession,
      failsWith({
        ...named,
        ...provider,
        409: [...named[409], 'cancel_already_pending', 'pass_not_cancelable'],
      }),
      validate('json', passCancelInputSchema),
      async (c) => {
        const input = c.req.valid('json');
        requireSessionFor(c, input.email);
        const pass = await requireConfirmedPass(deps.db, input);
        const reason = { reason: input.reason, reasonText: input.reason_text ?? null };
        return c.json(await scheduleCancel(deps, pass, reason, 'owner'), 200);
      },
    )
    .post(
      '/cancel/undo',
      changes,
      requirePortalSession,
      failsWith({ ...named, ...provider, 409: [...named[409], 'cancel_not_pending'] }),
      validate('json', passCancelUndoInputSchema),
      async (c) => {
        const input = c.req.valid('json');
        requireSessionFor(c, input.email);
        const pass = await requireConfirmedPass(deps.db, input);
        return c.json(await undoCancel(deps, pass), 200);
      },
    );
}
