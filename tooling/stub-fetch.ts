/**
 * Test double for the network: the real api/client runs (base URL, error handling) and only
 * globalThis.fetch is replaced. Each route answers by method and path, e.g. 'GET /api/plans'.
 */
import { vi } from 'vitest';

/** A route's answer; a promise holds the request open (a test that shows what the screen does meanwhile). */
export type StubHandler = (request: {
  url: URL;
  init: RequestInit | undefined;
  body: unknown;
}) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function stubFetch(routes: Record<string, StubHandler | Response | (() => Response)>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return json({ error: `No stub for ${method} ${url.pathname}` }, 404);
    if (route instanceof Response) return route.clone();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return route({ url, init, body });
  });
}
