import pino from 'pino';

// Structured logs: one JSON object per line, so a garage's log collector can search by request id,
// path or status. Values under keys that may hold secrets or card data are never written.
// pino formats and writes the lines: to stdout asynchronously (batched every few milliseconds,
// buffered while a write is in flight, flushed when the process exits), so a request never waits on
// the log's reader.

export type LogFields = Record<string, unknown>;

/** One request's line (`msg: "request"`), as `info('request', entry)` would write it. */
export type RequestEntry = {
  request_id: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  staff?: string | undefined;
};

export type Logger = {
  info(message: string, fields?: LogFields): void;
  /** Something to fix that does not stop the service (a weak development secret, a Stripe version drift). */
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
  /** The request log's line: the same JSON as `info('request', entry)`, formatted without pino. */
  request(entry: RequestEntry): void;
};

// Matched against every key at every depth, in pino's `formatters.log` hook. pino's own `redact` takes
// exact paths: matching these names at the same depths took about 6 times as long per line
// (docs/decisions/request-log-pino.md), and a new key such as `sign_in_token` would slip through.
const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|signature|card|cvc|otp|code/i;

// Keys repeat on every line (request_id, method, path, ...): each is matched once. Bounded, so keys
// built from data cannot grow it; beyond the bound they are matched each time.
const secretKeys = new Map<string, boolean>();
const SECRET_KEYS_REMEMBERED = 1_000;

function isSecretKey(key: string): boolean {
  let secret = secretKeys.get(key);
  if (secret === undefined) {
    secret = SECRET_KEY.test(key);
    if (secretKeys.size < SECRET_KEYS_REMEMBERED) secretKeys.set(key, secret);
  }
  return secret;
}

/** Copies `value`, replacing anything under a secret-looking key; bounded so a huge object cannot flood logs. */
function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 4) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = isSecretKey(key) ? '[redacted]' : redact(inner, depth + 1);
  }
  return out;
}

// pino's isoTime formats a Date per line; lines within the same millisecond share one string.
let timeMs = Number.NaN;
let timeField = '';
function isoTime(): string {
  const ms = Date.now();
  if (ms !== timeMs) {
    timeMs = ms;
    timeField = `,"time":"${new Date(ms).toISOString()}"`;
  }
  return timeField;
}

// Each asynchronous write costs 25-60 µs of CPU (a thread-pool round trip), far more than formatting
// a line; one write per batch of lines makes it negligible (docs/decisions/api-per-request-cost.md).
const BATCH_MS = 20;
const BATCH_BYTES = 64 * 1024;

/**
 * Standard output through pino's asynchronous destination, in batches: lines wait at most BATCH_MS
 * (or until BATCH_BYTES are pending) and go out in one write; on exit what is still pending is written
 * synchronously.
 */
function batchedStdout(): { write(line: string): void } {
  const destination = pino.destination({ dest: process.stdout.fd, sync: false });
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    const lines = pending;
    pending = '';
    destination.write(lines);
  };
  process.once('exit', () => {
    if ((destination as { destroyed?: boolean }).destroyed) return;
    flush();
    destination.flushSync();
  });
  return {
    write(line: string) {
      pending += line;
      if (pending.length >= BATCH_BYTES) flush();
      // Unref'd: a batch never keeps the process alive; the exit handler writes it.
      else timer ??= setTimeout(flush, BATCH_MS).unref();
    },
  };
}

/**
 * Written on every request: its keys are fixed and none is a secret's, so the line is built directly,
 * with no copy for redaction and no pass through pino (about 10 µs per request,
 * docs/decisions/api-per-request-cost.md). A test holds it equal to pino's line for the same fields.
 */
function requestLine(entry: RequestEntry): string {
  const staff = entry.staff === undefined ? '' : `,"staff":${JSON.stringify(entry.staff)}`;
  return `{"level":"info"${isoTime()},"request_id":${JSON.stringify(entry.request_id)},"method":${JSON.stringify(entry.method)},"path":${JSON.stringify(entry.path)},"status":${entry.status},"duration_ms":${JSON.stringify(entry.duration_ms)}${staff},"msg":"request"}\n`;
}

function describeError(error: unknown): LogFields | undefined {
  if (error === undefined || error === null || error === '') return undefined;
  if (error instanceof Error) {
    // A failed query's own message is the database's reason (a constraint, a type), kept as its cause.
    const cause = describeError(error.cause);
    return { name: error.name, message: error.message, stack: error.stack, ...(cause ? { cause } : {}) };
  }
  return { message: String(error) };
}

/** `write` receives one JSON line per entry (newline included); without it, lines go to stdout. */
export function createLogger(write?: (line: string) => void): Logger {
  const destination: { write(line: string): void } = write ? { write } : batchedStdout();
  const log = pino(
    {
      base: undefined,
      // Errors are described below, before redaction copies the fields; pino's own `err` serializer
      // would add a `type` to that plain copy.
      serializers: { err: (described: unknown) => described },
      timestamp: isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => redact(fields) as LogFields,
      },
    },
    destination,
  );
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    warn: (message, fields) => log.warn(fields ?? {}, message),
    request: (entry) => destination.write(requestLine(entry)),
    error: (message, error, fields) => {
      const err = describeError(error);
      log.error(err ? { ...fields, err } : (fields ?? {}), message);
    },
  };
}
