import type { Context } from 'hono';
import type { ConsentClient } from '../domain/customers/consents';
import { clientKey } from './throttle';

/** Who gave a consent: the same client address the throttles count, and the browser's own label. */
export function consentClient(c: Context): ConsentClient {
  return { clientIp: clientKey(c), userAgent: c.req.header('user-agent') ?? '' };
}
