import pino from 'pino';

// Structured logs: one JSON object per line, so a garage's log collector can search by request id,
// path or status. Values under keys that may hold secrets or card data are never written.
// pino formats the lines; they reach stdout in batches (one write every few milliseconds) that never
// wait for the log's reader, in order, all written before a planned exit
// (docs/decisions/request-log-pino.md).

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
  /** Resolves once every line logged so far is written (on standard output: before a planned exit). */
  flush(): Promise<void>;
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

// A write per line cost more than formatting it; one write per batch of lines makes it negligible
// (docs/decisions/api-per-request-cost.md).
const BATCH_MS = 20;
const BATCH_BYTES = 256 * 1024;
// The most bytes one UTF-16 unit of a line can take in UTF-8.
const MAX_BYTES_PER_UNIT = 3;
// What may wait for a log reader that has stopped reading, before new lines are dropped (and counted)
// rather than held: memory for a minute or more of a busy API's lines, never all of it.
const MAX_WAITING_BYTES = 32 * 1024 * 1024;

type LineSink = { write(line: string): void; flush(): Promise<void> };

/**
 * Standard output in batches: lines wait at most BATCH_MS (or until the batch is full) and go out in
 * one write of Node's stdout stream, which for a pipe or socket never waits for the reader (what it
 * cannot write at once it queues, in order) and for a file writes at once. Each line is encoded
 * straight into the batch's bytes: kept as text and encoded per batch, lines cost about twice as much
 * (a rope to flatten, strings that outlive the young generation). `flush` resolves once everything
 * logged has been written; a stop awaits it (server.ts). On any other exit the pending batch is handed
 * over and what the pipe takes at once is kept (docs/decisions/request-log-pino.md).
 */
function batchedStdout(): LineSink {
  const stdout = process.stdout;
  const batch = Buffer.allocUnsafe(BATCH_BYTES);
  let used = 0;
  let lines = 0;
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  const send = (bytes: Buffer, count: number): void => {
    if (stdout.writableLength > MAX_WAITING_BYTES) {
      dropped += count;
      return;
    }
    if (dropped > 0) {
      stdout.write(
        `{"level":"warn"${isoTime()},"dropped_lines":${dropped},"msg":"log lines dropped: standard output was not being read"}\n`,
      );
      dropped = 0;
    }
    stdout.write(bytes);
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (used === 0) return;
    // Copied out, as the stream keeps what it is handed until written, and the batch is used again: a
    // new 256 KiB for every flush would churn memory on a quiet server writing a line now and then.
    send(Buffer.from(batch.subarray(0, used)), lines);
    used = 0;
    lines = 0;
  };
  process.once('exit', () => flush());
  return {
    write(line) {
      const mostBytes = line.length * MAX_BYTES_PER_UNIT;
      if (used + mostBytes > BATCH_BYTES) {
        flush();
        if (mostBytes > BATCH_BYTES) return send(Buffer.from(line), 1);
      }
      used += batch.write(line, used);
      lines += 1;
      // Unref'd: a batch never keeps the process alive; the exit handler hands it over.
      timer ??= setTimeout(flush, BATCH_MS).unref();
    },
    flush: () =>
      new Promise((resolve) => {
        flush();
        if (stdout.writableLength === 0) return resolve();
        // Writes are done in order: this one's callback comes once every earlier one is written.
        stdout.write('', () => resolve());
      }),
  };
}

/**
 * Written on every request: its keys are fixed and none is a secret's, so the line is built directly,
 * with no copy for redaction and no pass through pino (about 10 µs per request,
 * docs/decisions/api-per-request-cost.md). A test holds it equal to pino's line for the same fields.
 */
function requestLine(entry: RequestEntry): string {
  const staff = entry.staff === undefined ? '' : `,"staff":${jsonString(entry.staff)}`;
  return `{"level":"info"${isoTime()},"request_id":${jsonString(entry.request_id)},"method":${jsonString(entry.method)},"path":${jsonString(entry.path)},"status":${entry.status},"duration_ms":${entry.duration_ms}${staff},"msg":"request"}\n`;
}

// Printable ASCII but `"` and `\`: what JSON writes as it is. A request's id, method and path almost
// always are; quoting them without JSON.stringify's pass halves the line's cost.
const JSON_AS_IS = /^[ !#-[\]-~]*$/;

/** `text` as a JSON string, as JSON.stringify writes it. */
function jsonString(text: string): string {
  return JSON_AS_IS.test(text) ? `"${text}"` : JSON.stringify(text);
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
  const destination: LineSink = write ? { write, flush: async () => {} } : batchedStdout();
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
    flush: () => destination.flush(),
    error: (message, error, fields) => {
      const err = describeError(error);
      log.error(err ? { ...fields, err } : (fields ?? {}), message);
    },
  };
}
