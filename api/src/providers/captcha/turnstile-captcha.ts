import type { CaptchaProvider } from './captcha-provider';

const VERIFY_TIMEOUT_MS = 5_000;
const HEALTH_CACHE_MS = 60_000;

type SiteverifyResponse = { success?: boolean; 'error-codes'?: string[] };

/** Cloudflare Turnstile, checked server-side through its siteverify endpoint. */
export class TurnstileCaptcha implements CaptchaProvider {
  readonly kind = 'turnstile' as const;
  readonly offline = null;
  private health: { up: boolean; at: number } | null = null;

  constructor(
    private readonly secretKey: string,
    readonly siteKey: string | null,
    private readonly verifyUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async verify(token: string, remoteIp?: string): Promise<boolean> {
    try {
      const result = await this.siteverify(token, remoteIp);
      return result.success === true;
    } catch {
      return false;
    }
  }

  // A token that cannot be valid: Turnstile answers "invalid-input-response" when it is reachable and
  // our secret is good, and "invalid-input-secret" when the key is wrong.
  async checkHealth(): Promise<boolean> {
    if (this.health && Date.now() - this.health.at < HEALTH_CACHE_MS) return this.health.up;
    let up = false;
    try {
      const result = await this.siteverify('health-check-not-a-token');
      const codes = result['error-codes'] ?? [];
      up = !codes.includes('invalid-input-secret') && !codes.includes('missing-input-secret');
    } catch {
      up = false;
    }
    this.health = { up, at: Date.now() };
    return up;
  }

  private async siteverify(token: string, remoteIp?: string): Promise<SiteverifyResponse> {
    const body = new URLSearchParams({ secret: this.secretKey, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    const response = await this.fetchImpl(this.verifyUrl, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    return (await response.json()) as SiteverifyResponse;
  }
}
