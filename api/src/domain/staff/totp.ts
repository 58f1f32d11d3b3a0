import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// Second factor (RFC 6238, 30-second steps, 6 digits, SHA-1: what every authenticator app reads).
// The secret is sealed with a key derived from the server secret, so a copy of the database alone
// cannot mint codes. Codes are checked one step either side (a phone's clock a little off) and a
// step once accepted is never accepted again.

const ISSUER = 'Border Crossing Garage';
const PERIOD = 30;
const WINDOW = 1;

function sealingKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'staff-totp', 'totp-secret-sealing', 32));
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function sealTotpSecret(base32: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/**
 * The secret, or null when it cannot be opened: sealed under another server secret (JWT_SECRET was
 * changed) or damaged. Codes then fail like wrong ones; recovery codes (hashes) still sign in, and an
 * admin can reset the factor, instead of every sign-in answering 500.
 */
export function openTotpSecret(sealed: string, serverSecret: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverSecret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

function totpOf(base32: string, username: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(base32),
  });
}

/** The otpauth:// URI an authenticator app scans. */
export function totpUri(base32: string, username: string): string {
  return totpOf(base32, username).toString();
}

/**
 * The step the code belongs to when it is valid and newer than `lastStep`; null otherwise. `now` is
 * the real clock: an authenticator knows nothing of the sandbox's test clock.
 */
export function acceptedTotpStep(
  base32: string,
  code: string,
  lastStep: number | null,
  now: Date = new Date(),
): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const timestamp = now.getTime();
  const delta = totpOf(base32, 'check').validate({ token, timestamp, window: WINDOW });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD, timestamp }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
