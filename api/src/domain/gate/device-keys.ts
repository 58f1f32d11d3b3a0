import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Gate device keys (docs/decisions/gate-access-feed.md): `gd_<device id>_<43 random base64url
// characters>`, shown once. Only a SHA-256 of the random part is stored: 256 random bits cannot be
// guessed, so a slow hash would only slow every gate decision. The id in the key finds the row
// without a scan; the comparison is constant-time.

/** The device a request's key named: its one location and which way it lets cars through. */
export type GateDeviceSession = { id: number; locationId: number; kind: 'entry' | 'exit' | 'both' };

const KEY_PATTERN = /^gd_(\d{1,10})_([A-Za-z0-9_-]{43})$/;

export type IssuedKey = { apiKey: string; keyHash: string; keyPrefix: string };

export function issueDeviceKey(deviceId: number): IssuedKey {
  const secret = randomBytes(32).toString('base64url');
  const apiKey = `gd_${deviceId}_${secret}`;
  return { apiKey, keyHash: hashSecret(secret), keyPrefix: apiKey.slice(0, `gd_${deviceId}_`.length + 4) };
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The device id a key names and the hash to compare, or null for anything not shaped like a key. */
export function parseDeviceKey(apiKey: string): { deviceId: number; secretHash: string } | null {
  const match = KEY_PATTERN.exec(apiKey);
  if (!match?.[1] || !match[2]) return null;
  return { deviceId: Number(match[1]), secretHash: hashSecret(match[2]) };
}

export function keyHashMatches(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The device's webhook signing secret, derived rather than stored: it follows the key's version, so
 * a rotation changes both, and a database copy alone cannot sign a webhook.
 */
export function webhookSecretFor(serverSecret: string, deviceId: number, keyVersion: number): string {
  const derived = createHmac('sha256', serverSecret)
    .update(`gate-webhook:${deviceId}:${keyVersion}`)
    .digest('base64url');
  return `whsec_${derived}`;
}
