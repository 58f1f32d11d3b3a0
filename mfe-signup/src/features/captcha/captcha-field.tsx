import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { lazy, Suspense, useId, useState } from 'react';
import { captchaConfigQuery } from './api/get-captcha-config';
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

/** Turnstile when the API says so (GET /captcha/config), else the offline challenge. */
export function CaptchaField({ onToken, resetKey, error, verified }: CaptchaFieldProps) {
  const t = useT();
  const headingId = useId();
  const [attempt, setAttempt] = useState(0);
  const [widgetFailed, setWidgetFailed] = useState(false);
  const queryClient = useQueryClient();
  const config = useQuery({ ...captchaConfigQuery(), enabled: !verified });

  const retry = () => {
    setWidgetFailed(false);
    setAttempt((n) => n + 1);
    // Asks for the configuration again, showing the loading state meanwhile.
    void queryClient.resetQueries({ queryKey: captchaConfigQuery().queryKey });
  };

  let widget = null;
  if (verified) {
    widget = (
      <p className="signup-captcha__done" data-testid="captcha-verified">
        <span aria-hidden="true">✓ </span>
        {t('captcha.verified')}
      </p>
    );
  } else if (config.isPending && !config.isError) {
    widget = <Loading />;
  } else if (config.isError || widgetFailed) {
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
  } else if (config.data.provider === 'turnstile' && config.data.siteKey) {
    widget = (
      <Suspense fallback={<Loading />}>
        <TurnstileChallenge
          key={`${resetKey}-${attempt}`}
          siteKey={config.data.siteKey}
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
