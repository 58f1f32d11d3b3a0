import type { Context } from 'hono';
import { clientKey } from './throttle';

/** Who accepted a consent: stored beside the text as evidence. */
export type ClientFacts = { ip: string; userAgent: string };

export function clientFacts(c: Context): ClientFacts {
  return { ip: clientKey(c), userAgent: c.req.header('user-agent') ?? '' };
}
