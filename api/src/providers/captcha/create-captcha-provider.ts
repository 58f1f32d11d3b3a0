import type { Config } from '../../config';
import type { CaptchaProvider } from './captcha-provider';
import { OfflineCaptcha } from './offline-captcha';
import { TurnstileCaptcha } from './turnstile-captcha';

export function createCaptchaProvider(config: Config): CaptchaProvider {
  const { turnstileSecretKey, turnstileSiteKey, turnstileVerifyUrl } = config.captcha;
  if (turnstileSecretKey) {
    return new TurnstileCaptcha(turnstileSecretKey, turnstileSiteKey ?? null, turnstileVerifyUrl);
  }
  return new OfflineCaptcha({ secret: config.jwtSecret, enabled: config.nodeEnv !== 'production' });
}
