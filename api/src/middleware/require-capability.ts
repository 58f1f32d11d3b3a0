import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type Capability, can } from '../contract/capabilities';
import { HttpError } from '../lib/http-error';
import type { AuthEnv } from './auth';

/** Use after `requireAuth`; the same table the UI reads decides here. */
export function requireCapability(capability: Capability) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    assertCapability(c, capability);
    await next();
  });
}

/**
 * For a route whose capability depends on the request (the `PATCH /subscriptions/:id` union): the
 * same check as `requireCapability`, made in the handler once the body says which change it is.
 */
export function assertCapability(c: Context<AuthEnv>, capability: Capability): void {
  const staff = c.get('staff');
  if (!staff) throw new HttpError(401, 'unauthenticated');
  if (!can(staff.role, capability)) throw new HttpError(403, 'forbidden');
}
