import { vi } from 'vitest';

// Tests only: a fake API behind the global fetch, answering by "METHOD /path" with the parsed request.
export type FakeCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  auth: string | null;
};
export type FakeReply = { status: number; body: unknown; headers?: Record<string, string> };
export type FakeRoute = FakeReply | ((call: FakeCall) => FakeReply | Promise<FakeReply>);

export function stubApi(routes: Record<string, FakeRoute>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: FakeCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      auth: new Headers(init.headers).get('Authorization'),
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const reply = route
      ? await (typeof route === 'function' ? route(call) : route)
      : { status: 404, body: {} };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  return calls;
}
