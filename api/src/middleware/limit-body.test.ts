import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from './error-handler';
import { DRAIN_MAX_BYTES, limitBody } from './limit-body';

function appWithLimit(maxBytes: number) {
  const app = new Hono().use(limitBody(maxBytes)).all('/echo', async (c) => {
    const text = c.req.method === 'GET' ? '' : await c.req.text();
    return c.json({ length: text.length });
  });
  app.onError(handleError);
  return app;
}

/** A body without Content-Length, so the limit must count the bytes as they stream in. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 1000) controller.enqueue(bytes.subarray(at, at + 1000));
      controller.close();
    },
  });
}

describe('limitBody', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers an oversized %s body with 413', async (method) => {
    const app = appWithLimit(100);
    const declared = await app.request('/echo', { method, body: 'x'.repeat(101) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: 'Request body is too large' });

    // Node needs `duplex` for a streamed body; the DOM RequestInit type does not know it.
    const init = { method, body: streamed('x'.repeat(5000)), duplex: 'half' } as RequestInit;
    const undeclared = await app.request('/echo', init);
    expect(undeclared.status).toBe(413);
  });

  it('lets a body within the limit through', async () => {
    const res = await appWithLimit(100).request('/echo', { method: 'POST', body: 'x'.repeat(100) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ length: 100 });
  });

  it('lets a streamed body within the limit through whole', async () => {
    const init = { method: 'POST', body: streamed('x'.repeat(2500)), duplex: 'half' } as RequestInit;
    const res = await appWithLimit(3000).request('/echo', init);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ length: 2500 });
  });

  it('keeps the connection after a 413 it could read through, and closes it after one it could not', async () => {
    const app = appWithLimit(100);
    const readThrough = await app.request('/echo', { method: 'POST', body: 'x'.repeat(5000) });
    expect(readThrough.status).toBe(413);
    expect(readThrough.headers.get('connection')).toBeNull();

    const declaredHuge = await app.request('/echo', {
      method: 'POST',
      headers: { 'content-length': String(DRAIN_MAX_BYTES + 1) },
      body: 'x',
    });
    expect(declaredHuge.status).toBe(413);
    expect(declaredHuge.headers.get('connection')).toBe('close');

    const init = {
      method: 'POST',
      body: streamed('x'.repeat(DRAIN_MAX_BYTES + 1)),
      duplex: 'half',
    } as RequestInit;
    const streamedHuge = await app.request('/echo', init);
    expect(streamedHuge.status).toBe(413);
    expect(streamedHuge.headers.get('connection')).toBe('close');
  });

  it('never reads the body of a GET (the node adapter would build a full Request for it)', async () => {
    const request = new Request('http://localhost/echo');
    let bodyRead = false;
    Object.defineProperty(request, 'body', {
      get: () => {
        bodyRead = true;
        return null;
      },
    });
    const res = await appWithLimit(100).fetch(request);
    expect(res.status).toBe(200);
    expect(bodyRead).toBe(false);
  });
});
