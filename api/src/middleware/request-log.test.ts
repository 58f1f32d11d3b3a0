import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createErrorHandler } from './error-handler';
import { requestLog } from './request-log';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger((line) => lines.push(JSON.parse(line)));
  const app = new Hono()
    .use(requestLog(logger))
    .get('/lookup', (c) => c.json({ ok: true }))
    .get('/boom', () => {
      throw new Error('database exploded');
    });
  app.onError(createErrorHandler((message, error, fields) => logger.error(message, error, fields)));
  return { app, lines };
}

describe('request log', () => {
  it('writes one JSON line per request with the id sent back to the caller, and never the query', async () => {
    const { app, lines } = appWithLog();
    const res = await app.request('/lookup?email=ana@example.com&plate=ABC123', {
      headers: { Authorization: 'Bearer secret-token' },
    });
    const id = res.headers.get('X-Request-Id');
    expect(id).toBeTruthy();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        request_id: id,
        method: 'GET',
        path: '/lookup',
        status: 200,
      }),
    ]);
    const written = JSON.stringify(lines);
    expect(written).not.toContain('ana@example.com');
    expect(written).not.toContain('secret-token');
  });

  it('keeps a caller-supplied plain request id and replaces one that is not', async () => {
    const { app } = appWithLog();
    const kept = await app.request('/lookup', { headers: { 'X-Request-Id': 'shell-42' } });
    expect(kept.headers.get('X-Request-Id')).toBe('shell-42');
    const forged = '{"level":"x"}';
    const replaced = await app.request('/lookup', { headers: { 'X-Request-Id': forged } });
    expect(replaced.headers.get('X-Request-Id')).not.toBe(forged);
  });

  it('logs an unexpected failure with its request id while the caller only sees Server error', async () => {
    const { app, lines } = appWithLog();
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Server error', code: 'server_error' });
    const id = res.headers.get('X-Request-Id');
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'request failed',
        request_id: id,
        err: expect.objectContaining({ message: 'database exploded' }),
      }),
    );
  });
});

describe('logger', () => {
  it('redacts values under secret-looking keys, however deep', () => {
    const lines: string[] = [];
    createLogger((line) => lines.push(line)).info('payment', {
      plate: 'ABC123',
      card: { number: '4242424242424242' },
      nested: { password: 'hunter2', otp_code: '123456', client_secret: 'pi_x_secret_y' },
    });
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.plate).toBe('ABC123');
    expect(lines[0]).not.toMatch(/4242|hunter2|123456|secret_y/);
  });

  it("writes a request's line exactly as pino writes the same fields", () => {
    const lines: string[] = [];
    const logger = createLogger((line) => lines.push(line));
    const paths = ['/api/plans', '/api/x"y\\z', '/api/\u0001\n\u2028é\ud800', '/api/{"level":"x"}'];
    for (const path of paths) {
      for (const staff of [undefined, 'ad"min']) {
        const entry = { request_id: 'shell-42', method: 'GET', path, status: 404, duration_ms: 0.3, staff };
        logger.request(entry);
        logger.info('request', entry);
      }
    }
    const withoutTime = lines.map((line) => line.replace(/"time":"[^"]+"/, '"time":""'));
    for (let index = 0; index < withoutTime.length; index += 2) {
      expect(withoutTime[index]).toBe(withoutTime[index + 1]);
    }
    expect(JSON.parse(lines[0] ?? '{}')).toEqual({
      level: 'info',
      time: expect.any(String),
      request_id: 'shell-42',
      method: 'GET',
      path: '/api/plans',
      status: 404,
      duration_ms: 0.3,
      msg: 'request',
    });
  });

  it('redacts the HTTP secrets by name: cookies, Authorization, Stripe-Signature, tokens', () => {
    const lines: string[] = [];
    createLogger((line) => lines.push(line)).error('webhook refused', new Error('bad signature'), {
      headers: {
        cookie: 'portal_session=s3ss10n',
        authorization: 'Bearer eyJhbGc',
        'stripe-signature': 't=1,v1=abc123sig',
      },
      sign_in_token: 'tok_9f8e',
      path: '/api/webhooks/stripe',
    });
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry).toMatchObject({
      level: 'error',
      msg: 'webhook refused',
      path: '/api/webhooks/stripe',
      err: { message: 'bad signature' },
    });
    expect(new Date(entry.time).toISOString()).toBe(entry.time);
    expect(lines[0]).not.toMatch(/s3ss10n|eyJhbGc|abc123sig|tok_9f8e/);
  });

  it('writes every line on standard output, in batches, the ones logged just before exit included', {
    timeout: 30_000,
  }, async () => {
    const worker = fileURLToPath(new URL('../../test/log-then-exit-worker.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', worker, '5', '40'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    });
    const lines: { msg: string; turn?: number; line?: number }[] = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(5 * 40 + 1);
    // Batches may land out of order at exit (below), so the first line is found, not assumed first.
    expect(lines.find((line) => line.turn === 0 && line.line === 0)).toEqual({
      level: 'info',
      time: expect.any(String),
      turn: 0,
      line: 0,
      path: '/api/plans',
      msg: 'request',
    });
    expect(lines.find((line) => line.msg === 'last line')).toMatchObject({ token: '[redacted]' });
    // A batch still being written when the process exits may land after the last lines (as with
    // pino's own exit flush); none is lost or repeated.
    const written = lines
      .filter((line) => line.msg === 'request')
      .map((line) => (line.turn ?? 0) * 40 + (line.line ?? 0));
    expect(written.sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, index) => index));
  });
});
