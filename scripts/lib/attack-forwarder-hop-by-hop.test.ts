// Issue 30 row 5: standard hop-by-hop headers made the shell's /api forwarder answer 502 while the API
// was up (a CSV import by curl, which sends `Expect: 100-continue` above 1 MB, failed), and others
// reached the API or came back from it. Each test sends them through real listening servers.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerType } from '@hono/node-server';
import { beforeEach, describe, expect, it } from 'vitest';
import { startStaticServer } from './static-server';

describe('hop-by-hop headers between a real client, the forwarder and the API (RFC 9110 §7.6.1)', () => {
  // What the API received, per request.
  let received: { headers: IncomingHttpHeaders; bytes: number }[];
  let answerHeaders: Record<string, string>;
  let upstream: Server;
  let shell: ServerType;
  let port: number;

  beforeEach(async () => {
    received = [];
    answerHeaders = {};
    upstream = createServer((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      req.on('end', () => {
        received.push({ headers: req.headers, bytes });
        res.writeHead(200, { 'Content-Type': 'application/json', ...answerHeaders });
        res.end(JSON.stringify({ bytes }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const root = mkdtempSync(path.join(tmpdir(), 'forwarder-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
    shell = await startStaticServer({
      root,
      port: 0,
      apiOrigin: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      maxApiBodyBytes: 1024,
    });
    port = (shell.address() as AddressInfo).port;
    return () => {
      shell.close();
      upstream.close();
    };
  });

  interface Answer {
    status: number;
    headers: IncomingHttpHeaders;
    body: string;
    /** Whether the forwarder said 100 Continue before the body was sent. */
    continued: boolean;
  }

  /**
   * One request from Node's own HTTP client, as a script would send it: with `Expect: 100-continue`
   * the body waits for the server's go-ahead (as curl does above 1 MB); without a length it is chunked.
   */
  function send(
    pathname: string,
    headers: Record<string, string>,
    body?: { chunks: Buffer[]; declared?: boolean; trailers?: Record<string, string> },
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const length = body?.chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0) ?? 0;
      const req = request({
        host: '127.0.0.1',
        port,
        path: pathname,
        method: body ? 'POST' : 'GET',
        agent: false,
        headers: { ...headers, ...(body?.declared ? { 'Content-Length': String(length) } : {}) },
      });
      let continued = false;
      const writeBody = () => {
        for (const chunk of body?.chunks ?? []) req.write(chunk);
        if (body?.trailers) req.addTrailers(body.trailers);
        req.end();
      };
      req.on('continue', () => {
        continued = true;
        writeBody();
      });
      req.on('response', (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts).toString(),
            continued,
          }),
        );
      });
      req.on('error', reject);
      if (!/100-continue/i.test(headers.Expect ?? '')) writeBody();
    });
  }

  const csv = (bytes: number) => Buffer.alloc(bytes, 'a,b,c\n');

  const trailed = { chunks: [csv(100)], trailers: { 'X-Checksum': 'abc' } };

  it.each([
    ['Keep-Alive', { Connection: 'keep-alive', 'Keep-Alive': 'timeout=5, max=100' }, undefined],
    ['Upgrade', { Connection: 'Upgrade', Upgrade: 'websocket' }, undefined],
    ['TE', { Connection: 'TE', TE: 'trailers' }, undefined],
    ['Trailer', { 'Transfer-Encoding': 'chunked', Trailer: 'X-Checksum' }, trailed],
    ['Proxy-*', { 'Proxy-Authorization': 'Basic dXNlcjpwYXNz', 'Proxy-Connection': 'keep-alive' }, undefined],
    ['a header the Connection header names', { Connection: 'X-Hop-Only', 'X-Hop-Only': '1' }, undefined],
  ])('a request carrying %s reaches the API, without it', async (_name, hop, body) => {
    const answer = await send('/api/plans', { Accept: 'application/json', ...hop }, body);
    expect(answer.status, answer.body).toBe(200);
    expect(received).toHaveLength(1);
    const seen = received[0]!.headers;
    // The API does get a Connection header: the forwarder's own, for its own connection to the API.
    for (const name of Object.keys(hop).filter((name) => name !== 'Connection'))
      expect(seen[name.toLowerCase()], name).toBeUndefined();
    // What is meant for the API still is.
    expect(seen.accept).toBe('application/json');
    expect(received[0]!.bytes).toBe(body ? 100 : 0);
  });

  it('a chunked upload reaches the API whole, as a body of known length', async () => {
    const chunks = [csv(300), csv(300), csv(300)];
    const answer = await send(
      '/api/plans',
      { 'Content-Type': 'text/csv', 'Transfer-Encoding': 'chunked' },
      { chunks },
    );
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ bytes: 900 });
    expect(received[0]!.headers['transfer-encoding']).toBeUndefined();
    expect(received[0]!.headers['content-length']).toBe('900');
  });

  it('a CSV import sent as curl sends one above 1 MB (Expect: 100-continue) reaches the API whole', async () => {
    const file = csv(1_500_000);
    const answer = await send(
      '/api/clients/import',
      { 'Content-Type': 'text/csv', Expect: '100-continue' },
      { chunks: [file.subarray(0, 700_000), file.subarray(700_000)], declared: true },
    );
    expect(answer.continued).toBe(true);
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ bytes: 1_500_000 });
    expect(received[0]!.headers.expect).toBeUndefined();
  });

  it('the body limits hold for a chunked upload, which declares no length', async () => {
    const answer = await send(
      '/api/plans',
      { 'Content-Type': 'text/csv', 'Transfer-Encoding': 'chunked' },
      { chunks: Array.from({ length: 8 }, () => csv(512)) },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Request body is too large', code: 'body_too_large' });
    const tooBigImport = await send(
      '/api/clients/import',
      { 'Content-Type': 'text/csv', Expect: '100-continue' },
      { chunks: [csv(3 * 1024 * 1024)] },
    );
    expect(tooBigImport.status).toBe(413);
    expect(received).toEqual([]);
  });

  it("passes the API's answer on without the API's own connection headers", async () => {
    answerHeaders = {
      Connection: 'close, X-Api-Hop',
      'Keep-Alive': 'timeout=1, max=1',
      'X-Api-Hop': 'for the proxy only',
      'Proxy-Authenticate': 'Basic realm="api"',
      'X-Request-Id': 'abc',
    };
    const answer = await send('/api/plans', { Connection: 'keep-alive' });
    expect(answer.status, answer.body).toBe(200);
    expect(answer.headers['x-request-id']).toBe('abc');
    expect(answer.headers['x-api-hop']).toBeUndefined();
    expect(answer.headers['proxy-authenticate']).toBeUndefined();
    // The browser's connection is the forwarder's to keep, whatever the API does with its own.
    expect(answer.headers.connection).not.toMatch(/close/i);
    expect(answer.headers['keep-alive']).not.toBe('timeout=1, max=1');
  });
});
