// Structured logs: one JSON object per line, so a garage's log collector can search by request id,
// path or status. Values under keys that may hold secrets or card data are never written.

export type LogFields = Record<string, unknown>;

export type Logger = {
  info(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
};

const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|card|cvc|otp|code|client_?secret/i;

/** Copies `value`, replacing anything under a secret-looking key; bounded so a huge object cannot flood logs. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 4) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(inner, depth + 1);
  }
  return out;
}

function describeError(error: unknown): LogFields | undefined {
  if (error === undefined || error === null || error === '') return undefined;
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { message: String(error) };
}

export function createLogger(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  now: () => Date = () => new Date(),
): Logger {
  const emit = (level: 'info' | 'error', message: string, fields: LogFields = {}, error?: unknown) => {
    const entry: LogFields = {
      time: now().toISOString(),
      level,
      msg: message,
      ...(redact(fields) as LogFields),
    };
    const described = describeError(error);
    if (described) entry.err = described;
    write(JSON.stringify(entry));
  };
  return {
    info: (message, fields) => emit('info', message, fields),
    error: (message, error, fields) => emit('error', message, fields, error),
  };
}
