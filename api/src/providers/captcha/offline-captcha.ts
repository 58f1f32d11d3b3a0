import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OfflineChallengeResponse } from '../../contract/captcha';
import type { CaptchaProvider, OfflineChallengeIssuer } from './captcha-provider';

const DEFAULT_TTL_MS = 5 * 60_000;

/**
 * The offline stand-in for Turnstile: ticking the local widget's box fetches a short-lived token
 * signed with a key derived from the server secret; the server accepts each token once. It keeps out
 * nothing but a hand-made request without a token, which is all an offline machine needs; in
 * production it refuses everything, so a missing Turnstile key can never mean "no CAPTCHA".
 */
export class OfflineCaptcha implements CaptchaProvider, OfflineChallengeIssuer {
  readonly kind = 'offline' as const;
  readonly siteKey = null;
  readonly enabled: boolean;
  private readonly key: Buffer;
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** Nonces already accepted, until their token would have expired anyway. */
  private readonly used = new Map<string, number>();

  constructor(options: { secret: string; enabled: boolean; ttlMs?: number; now?: () => number }) {
    this.enabled = options.enabled;
    // A derived key: the JWT signing secret itself never signs anything but staff tokens.
    this.key = createHmac('sha256', options.secret).update('offline-captcha-v1').digest();
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  get offline(): OfflineChallengeIssuer {
    return this;
  }

  issue(): OfflineChallengeResponse {
    if (!this.enabled) throw new Error('The offline CAPTCHA is disabled in production');
    const expiresAt = this.now() + this.ttlMs;
    const payload = `${expiresAt}.${randomBytes(16).toString('base64url')}`;
    return { token: `${payload}.${this.sign(payload)}`, expiresAt: new Date(expiresAt).toISOString() };
  }

  async verify(token: string): Promise<boolean> {
    if (!this.enabled) return false;
    const parts = token.split('.');
    if (parts.length !== 3) return false;
    const [expiresRaw, nonce, signature] = parts as [string, string, string];
    const payload = `${expiresRaw}.${nonce}`;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const expiresAt = Number(expiresRaw);
    const now = this.now();
    if (!Number.isFinite(expiresAt) || expiresAt <= now) return false;
    this.prune(now);
    if (this.used.has(nonce)) return false;
    this.used.set(nonce, expiresAt);
    return true;
  }

  async checkHealth(): Promise<boolean> {
    return this.enabled;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  private prune(now: number): void {
    for (const [nonce, expiresAt] of this.used) if (expiresAt <= now) this.used.delete(nonce);
  }
}
