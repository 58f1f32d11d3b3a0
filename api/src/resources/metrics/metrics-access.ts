import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Address } from '../../lib/client-address';
import { HttpError } from '../../lib/http-error';
import { clientAddress } from '../../middleware/throttle';

// Who may scrape (docs/decisions/metrics-and-health.md): with METRICS_TOKEN, whoever sends it as a
// Bearer token; without it, only a client on this machine. The client is resolved as everywhere else
// (TRUST_PROXY): a request the shell's server forwards from the internet carries the real client in
// X-Forwarded-For and is not local, however local the proxy's own socket is.

const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="metrics"' };

export function assertMayScrape(c: Context, token: string | undefined): void {
  if (token !== undefined) {
    const sent = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (sent === undefined || !sameSecret(sent, token)) {
      throw new HttpError(401, 'metrics_token_invalid', undefined, { headers: CHALLENGE });
    }
    return;
  }
  if (!isLoopback(clientAddress(c))) throw new HttpError(403, 'metrics_local_only');
}

// Hashing first gives both sides one length, so the comparison time tells nothing about the token's.
function sameSecret(sent: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

function isLoopback(address: Address | null): boolean {
  if (!address) return false;
  return address.family === 4 ? address.address.startsWith('127.') : address.address === '::1';
}
