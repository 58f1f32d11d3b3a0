import { readApiError } from 'api/client';
import type { BillingConfigResponse } from 'api/contract/billing-response';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadBillingConfig } from './billing-config';
import type { PaymentFormProps } from './payment-form-types';
import { SandboxCardForm } from './sandbox-card-form';
import './payment-form.css';

const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

type ConfigState =
  | { kind: 'loading' }
  | { kind: 'ready'; config: BillingConfigResponse }
  /** `message` null: no server text, so the catalog's fallback is shown. */
  | { kind: 'failed'; message: string | null };

/** The card form of the provider the API runs (GET /billing/config): Stripe Elements or the sandbox. */
export function PaymentForm(props: PaymentFormProps) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ConfigState>({ kind: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Retry asks for a new load.
  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    loadBillingConfig().then(
      (config) => active && setState({ kind: 'ready', config }),
      (error: unknown) =>
        active &&
        setState({
          kind: 'failed',
          message: readApiError(error)?.text ?? null,
        }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') {
    return (
      <Alert
        tone="danger"
        title={t('paymentForm.unavailable')}
        action={
          <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </Button>
        }
      >
        {state.message ?? t('common.errors.server')}
      </Alert>
    );
  }
  const { config } = state;
  if (config.provider === 'stripe' && config.publishableKey) {
    return (
      <Suspense fallback={<Loading />}>
        <StripePaymentForm {...props} publishableKey={config.publishableKey} />
      </Suspense>
    );
  }
  return <SandboxCardForm {...props} />;
}
