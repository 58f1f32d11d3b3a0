import type { OfflineChallengeResponse } from '../../contract/captcha';

// Human check for the signup wizard. Turnstile in production, a local challenge offline.

export interface OfflineChallengeIssuer {
  /** False in production, where nothing may pass without a real CAPTCHA. */
  readonly enabled: boolean;
  issue(): OfflineChallengeResponse;
}

export interface CaptchaProvider {
  readonly kind: 'turnstile' | 'offline';
  /** Turnstile's public site key for the browser widget; null offline. */
  readonly siteKey: string | null;
  /** The offline widget's token issuer; null for Turnstile. */
  readonly offline: OfflineChallengeIssuer | null;
  /** True only for a valid token seen for the first time. */
  verify(token: string, remoteIp?: string): Promise<boolean>;
  checkHealth(): Promise<boolean>;
}
