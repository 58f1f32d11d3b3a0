import { vi } from 'vitest';

// Tests only: a fake API behind the global fetch (so the real typed client runs), answering by
// "METHOD /path?query" when a route names that exact query, else by "METHOD /path".
export type FakeCall = {
  method: string;
  /** Path and query as sent, e.g. "/api/cards?status=all". */
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  auth: string | null;
};
export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string> };
/** A reply, or a function of the call; a function that throws stands for an unreachable server. */
export type FakeRoute = FakeReply | ((call: FakeCall) => FakeReply | Promise<FakeReply>);

const NOT_FOUND: FakeReply = { status: 404, body: { error: 'Not found', code: 'not_found' } };
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** Routes are read at call time, so a test may change `routes[...]` after stubbing. */
export function stubApi(routes: Record<string, FakeRoute>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const parsed = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: FakeCall = {
      method,
      url: parsed.pathname + parsed.search,
      path: parsed.pathname,
      query: parsed.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      auth: new Headers(init.headers).get('Authorization'),
    };
    calls.push(call);
    const route = routes[`${method} ${call.url}`] ?? routes[`${method} ${call.path}`];
    const reply = route ? await (typeof route === 'function' ? route(call) : route) : NOT_FOUND;
    const body = NULL_BODY_STATUSES.has(reply.status) ? null : JSON.stringify(reply.body ?? null);
    return new Response(body, {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  return calls;
}
