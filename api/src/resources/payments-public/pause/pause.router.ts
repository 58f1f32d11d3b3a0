import { Hono } from 'hono';
import { passPauseInputSchema, passPauseQuerySchema } from '../../../contract/pass-pause';
import { passPauseState, pausePass } from '../../../domain/passes/pass-pause';
import { requireConfirmedPass } from '../../../domain/passes/portal-pass';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { failsWith } from '../../../lib/route-docs';
import { requirePortalSession, requireSessionFor } from '../../../middleware/portal-session';
import { sessionOrClientThrottle } from '../../../middleware/session-throttle';
import { validate } from '../../../middleware/validate';

const MINUTE = 60_000;

/**
 * Mounted at `/payments-public`: the owner's pause (docs/decisions/pass-pause.md). Each call needs the
 * session of the named pass's e-mail, checked before the pass is looked for, so a stranger learns
 * nothing about which passes exist.
 */
export function createPauseRouter(deps: PaymentDeps) {
  const reads = sessionOrClientThrottle({ bucket: 'portal-pause-reads', limit: 30, windowMs: 10 * MINUTE });
  const changes = sessionOrClientThrottle({ bucket: 'portal-pause', limit: 10, windowMs: 10 * MINUTE });
  const named = { 404: ['pass_not_found'], 409: ['invite_pending'] } as const;

  return new Hono()
    .get(
      '/pause',
      reads,
      requirePortalSession,
      failsWith(named),
      validate('query', passPauseQuerySchema),
      async (c) => {
        const key = c.req.valid('query');
        requireSessionFor(c, key.email);
        c.header('Cache-Control', 'no-store');
        return c.json(await passPauseState(deps, await requireConfirmedPass(deps.db, key)), 200);
      },
    )
    .post(
      '/pause',
      changes,
      requirePortalSession,
      failsWith({
        ...named,
        503: ['payment_provider_unavailable'],
        409: [
          ...named[409],
          'pause_needs_autopay',
          'pause_too_long',
          'pass_already_paused',
          'pause_too_recent',
          'cancel_already_pending',
          'pass_not_live',
        ],
      }),
      validate('json', passPauseInputSchema),
      async (c) => {
        const input = c.req.valid('json');
        requireSessionFor(c, input.email);
        const pass = await requireConfirmedPass(deps.db, input);
        return c.json(await pausePass(deps, pass, input.months), 200);
      },
    );
}
