import { vi } from 'vitest';

// Tests only: a fake API behind the real typed client (the global fetch), answering by "METHOD path".
export type Call = { method: string; url: string; body: unknown };
export type Reply = { status: number; body: unknown; headers?: Record<string, string> };
export type Route = Reply | ((call: Call) => Reply | Promise<Reply>);

export function stubApi(routes: Record<string, Route>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const call: Call = { method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : null };
    calls.push(call);
    const route = routes[`${method} ${url}`];
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
