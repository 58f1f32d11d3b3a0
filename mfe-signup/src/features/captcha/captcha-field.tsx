import { isAbortError } from 'api/client';
import type { CaptchaConfigResponse } from 'api/contract/captcha';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { fetchCaptchaConfig } from './captcha-api';
import { OfflineChallenge } from './offline-challenge';
import './captcha.css';

const TurnstileChallenge = lazy(() => import('./turnstile-challenge'));

export interface CaptchaFieldProps {
  onToken: (token: string | null) => void;
  /** A new value makes the widget start over (its token was refused or spent). */
  resetKey: number;
  /** Already in the visitor's language. */
  error: string | undefined;
  verified: boolean;
}

type ConfigState =
  | { kind: 'loading' }
  | { kind: 'ready'; config: CaptchaConfigResponse }
  | { kind: 'failed' };

/** Turnstile when the API says so (GET /captcha/config), else the offline challenge. */
export function CaptchaField({ onToken, resetKey, error, verified }: CaptchaFieldProps) {
  const t = useT();
  const headingId = useId();
  const [attempt, setAttempt] = useState(0);
  const [config, setConfig] = useState<ConfigState>({ kind: 'loading' });
  const [widgetFailed, setWidgetFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Retry asks for a new load.
  useEffect(() => {
    if (verified) return;
    const controller = new AbortController();
    setConfig({ kind: 'loading' });
    fetchCaptchaConfig(controller.signal).then(
      (loaded) => setConfig({ kind: 'ready', config: loaded }),
      (failure: unknown) => {
        if (!isAbortError(failure) && !controller.signal.aborted) setConfig({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [verified, attempt]);

  const retry = () => {
    setWidgetFailed(false);
    setAttempt((n) => n + 1);
  };

  let widget = null;
  if (verified) {
    widget = (
      <p className="signup-captcha__done" data-testid="captcha-verified">
        <span aria-hidden="true">✓ </span>
        {t('captcha.verified')}
      </p>
    );
  } else if (config.kind === 'loading') {
    widget = <Loading />;
  } else if (config.kind === 'failed' || widgetFailed) {
    widget = (
      <Alert
        tone="warning"
        action={
          <Button size="sm" variant="secondary" onClick={retry}>
            {t('captcha.retry')}
          </Button>
        }
      >
        {t('captcha.unavailable')}
      </Alert>
    );
  } else if (config.config.provider === 'turnstile' && config.config.siteKey) {
    widget = (
      <Suspense fallback={<Loading />}>
        <TurnstileChallenge
          key={`${resetKey}-${attempt}`}
          siteKey={config.config.siteKey}
          onToken={onToken}
          onFailure={() => setWidgetFailed(true)}
        />
      </Suspense>
    );
  } else {
    widget = <OfflineChallenge key={`${resetKey}-${attempt}`} onToken={onToken} />;
  }

  return (
    <section className="signup-captcha" aria-labelledby={headingId}>
      <h4 id={headingId} className="signup-captcha__title">
        {t('captcha.title')}
      </h4>
      {widget}
      {error ? (
        <p className="ds-field__error" role="alert" data-testid="captcha-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
