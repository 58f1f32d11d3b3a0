import { createPortalSession, hashCookieSecret } from '../src/domain/portal/portal-sessions';
import { lastMailTo } from './autopay-fixtures';
import type { TestApp } from './test-app';

// Signing in to the portal as a customer does: ask for the code, read it from the e-mail, type it.

/** Reads the newest e-mail to an address as text (the outbox by default; tests with their own mail pass theirs). */
export type MailReader = (to: string) => string | null;

/** The 6-digit code in the newest sign-in e-mail to `to`. */
export function signInCodeIn(text: string | null): string {
  const match = text?.match(/(?:Payments page is|página de Pagos es) (\d{6})/);
  if (!match?.[1]) throw new Error('no sign-in code e-mail');
  return match[1];
}

/** The `?signin=` token in an e-mail's text. */
export function signInTokenIn(text: string | null): string {
  const match = text?.match(/[?&]signin=([A-Za-z0-9._-]+)/);
  if (!match?.[1]) throw new Error('no sign-in link in the e-mail');
  return match[1];
}

/** The cookies a response set, as a Cookie header would send them back (`name=value; ...`). */
export function cookiesOf(res: Response, previous: string | null = null): string {
  const jar = new Map<string, string>();
  for (const part of (previous ?? '').split('; ').filter(Boolean)) {
    const [name, ...value] = part.split('=');
    jar.set(name as string, value.join('='));
  }
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (value.join('=') === '') jar.delete(name as string);
    else jar.set(name as string, value.join('='));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Signs in for a pass by the e-mailed code and returns the cookies; also leaves them in `t.cookie`, so
 * later `t.call`s are signed in. `device` keeps an earlier browser's cookies (its `garage_device`).
 */
export async function signIn(
  t: TestApp,
  pass: { email: string; plate: string },
  options: { read?: MailReader; keep?: boolean; device?: string | null } = {},
): Promise<string> {
  const read = options.read ?? ((to: string) => lastMailTo(t, to));
  const device = options.device ?? '';
  const asked = await t.call('POST', '/api/payments-public/sign-in', {
    body: { email: pass.email, plate: pass.plate },
    cookie: device,
  });
  if (asked.status !== 202) throw new Error(`sign-in answered ${asked.status}`);
  await t.drain();
  const code = signInCodeIn(read(pass.email));
  const verified = await t.call('POST', '/api/payments-public/sign-in/verify', {
    body: { email: pass.email, plate: pass.plate, code, keep_signed_in: options.keep ?? true },
    cookie: device,
  });
  if (verified.status !== 200) throw new Error(`sign-in/verify answered ${verified.status}`);
  t.cookie = cookiesOf(verified, device || null);
  return t.cookie;
}

/** A session made straight in the database (for tests whose mail cannot carry a code), as a Cookie header. */
export async function sessionCookieFor(t: TestApp, email: string, now: Date = new Date()): Promise<string> {
  const { token } = await createPortalSession(t.db, {
    email,
    deviceHash: hashCookieSecret('test-device'),
    kept: true,
    now,
  });
  return `garage_portal=${token}`;
}
