import { createMiddleware } from 'hono/factory';
import { type Capability, can } from '../contract/capabilities';
import { HttpError } from '../lib/http-error';
import { withRouteDoc } from '../lib/route-docs';
import type { AuthEnv } from './auth';

/** Use after `requireAuth`; the same table the UI reads decides here. */
export function requireCapability(capability: Capability) {
  const middleware = createMiddleware<AuthEnv>(async (c, next) => {
    const staff = c.get('staff');
    if (!staff) throw new HttpError(401, 'unauthenticated');
    if (!can(staff.role, capability)) {
      throw new HttpError(403, 'forbidden');
    }
    await next();
  });
  return withRouteDoc(middleware, { kind: 'capability', capability });
}
