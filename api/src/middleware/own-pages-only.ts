import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { PORTAL_SESSION_COOKIE } from '../contract/portal-session';
import { HttpError } from '../lib/http-error';
import { withRouteDoc } from '../lib/route-docs';

// docs/decisions/portal-writes-from-own-pages.md: the portal cookie is SameSite=Lax, which stops other
// sites but not other origins of the same site (another subdomain, another port), and JSON-only bodies
// stop forms but are one rule to get wrong. A browser names where a request comes from
// (`Sec-Fetch-Site`); a change carrying the portal cookie is refused unless it comes from the page's
// own origin. The portal calls the API on its own origin (the front ends send cookies to it only),
// so its calls always say `same-origin`; a request without the header (older browsers, scripts
// holding their own cookie) is left to the rules behind this one.

const CHANGES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const OTHER_SITES: ReadonlySet<string> = new Set(['cross-site', 'same-site']);

/**
 * Whether a change (POST, PUT, PATCH, DELETE) was sent by a page of another origin: the browser's
 * `Sec-Fetch-Site`, or else an `Origin` whose host is not the one the request was sent to. A request
 * naming neither (a script, not a browser) carries no browser's cookie and passes.
 */
export function changeFromAnotherOrigin(c: Context): boolean {
  if (!(CHANGES as readonly string[]).includes(c.req.method)) return false;
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return OTHER_SITES.has(site);
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== (c.req.header('x-forwarded-host') ?? c.req.header('host'));
  } catch {
    // `Origin: null` (a sandboxed frame, a file) is nobody's own page.
    return true;
  }
}

/** 403 `cross_site_request` for a change carrying the portal cookie that another site's page sent. */
export function portalChangesFromOwnPagesOnly() {
  // No await of its own: one more check on every portal call, not one more promise turn.
  const middleware: MiddlewareHandler = (c, next) => {
    if (
      (CHANGES as readonly string[]).includes(c.req.method) &&
      OTHER_SITES.has(c.req.header('sec-fetch-site') ?? '') &&
      getCookie(c, PORTAL_SESSION_COOKIE) !== undefined
    ) {
      throw new HttpError(403, 'cross_site_request');
    }
    return next();
  };
  return withRouteDoc(middleware, {
    kind: 'errors',
    errors: { 403: ['cross_site_request'] },
    methods: CHANGES,
  });
}
