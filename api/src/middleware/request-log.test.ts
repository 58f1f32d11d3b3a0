import { execFile, spawn } from 'node:child_process';
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

  it('gives each request its own id, one a shell sending it back would have kept', async () => {
    const { app } = appWithLog();
    const ids = await Promise.all(
      Array.from({ length: 50 }, async () => (await app.request('/lookup')).headers.get('X-Request-Id')),
    );
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) {
      const echoed = await app.request('/lookup', { headers: { 'X-Request-Id': id ?? '' } });
      expect(echoed.headers.get('X-Request-Id')).toBe(id);
    }
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
    const paths = [
      '/api/plans',
      '/api/ !#[]^~\x7f',
      '/api/x"y\\z',
      '/api/\u0001\n\u2028é\ud800',
      '/api/{"level":"x"}',
    ];
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

  it('drops and counts the lines a stopped log reader would make it hold past 32 MiB, and says so', {
    timeout: 60_000,
  }, async () => {
    const worker = fileURLToPath(new URL('../../test/log-stalled-reader-worker.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', worker, '200', '1000'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    });
    // Nothing read from stdout until the worker has logged its 200,000 lines (about 50 MiB).
    await new Promise<void>((resolve) =>
      child.stderr.on('data', (chunk) => chunk.includes('logged') && resolve()),
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    // 'close', not 'exit': the pipe may still hold output when the process has ended.
    const exited = new Promise((resolve) => child.on('close', resolve));
    child.stdin.write('reading\n');
    expect(await exited).toBe(0);

    const lines: { msg: string; n?: number; dropped_lines?: number }[] = Buffer.concat(chunks)
      .toString()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.at(-1)).toMatchObject({ msg: 'after' });
    // In order, each gap told by a warning that counts exactly the lines missing before it.
    let next = 0;
    let dropped = 0;
    for (const line of lines.slice(0, -1)) {
      if (line.msg === 'request') {
        expect(line.n).toBe(next);
        next += 1;
      } else {
        expect(line).toMatchObject({ level: 'warn', dropped_lines: expect.any(Number) });
        next += line.dropped_lines ?? 0;
        dropped += line.dropped_lines ?? 0;
      }
    }
    expect(next).toBe(200_000);
    // About 18 of the 50 MiB were more than may wait: dropped, not held.
    expect(dropped).toBeGreaterThan(10_000);
  });

  it('writes every line on standard output, in batches, the ones logged just before exit included', {
    timeout: 30_000,
  }, async () => {
    const worker = fileURLToPath(new URL('../../test/log-then-exit-worker.ts', import.meta.url));
    // 5 turns of 2,000 lines: several full batches, and lines still waiting when the process exits.
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', worker, '5', '2000'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      maxBuffer: 16 * 1024 * 1024,
    });
    const lines: { msg: string; turn?: number; line?: number }[] = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(5 * 2000 + 2);
    expect(lines[0]).toEqual({
      level: 'info',
      time: expect.any(String),
      turn: 0,
      line: 0,
      path: '/api/plans',
      plan: 'Pensión 🚗',
      msg: 'request',
    });
    // Longer than a batch: written whole, in its place after the second turn, its two- and
    // three-byte characters intact.
    expect(lines[2 * 2000]).toMatchObject({ msg: 'long', text: 'é€'.repeat(60_000) });
    expect(lines.at(-1)).toMatchObject({ msg: 'last line', token: '[redacted]' });
    // In the order they were logged: none lost, cut or repeated.
    const written = lines
      .filter((line) => line.msg === 'request')
      .map((line) => (line.turn ?? 0) * 2000 + (line.line ?? 0));
    expect(written).toEqual(Array.from({ length: 10_000 }, (_, index) => index));
  });
});
