import { useQuery, useQueryClient } from '@tanstack/react-query';
import { readApiError } from 'api/client';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { lazy, Suspense } from 'react';
import { billingConfigQuery } from './billing-config';
import type { PaymentFormProps } from './payment-form-types';
import { SandboxCardForm } from './sandbox-card-form';
import './payment-form.css';

const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

/** The card form of the provider the API runs (GET /billing/config): Stripe Elements or the sandbox. */
export function PaymentForm(props: PaymentFormProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const billing = useQuery(billingConfigQuery());
  const retry = () => void queryClient.resetQueries({ queryKey: billingConfigQuery().queryKey });

  if (billing.isError) {
    return (
      <Alert
        tone="danger"
        title={t('paymentForm.unavailable')}
        action={
          <Button size="sm" variant="secondary" onClick={retry}>
            {t('common.retry')}
          </Button>
        }
      >
        {readApiError(billing.error)?.text ?? t('common.errors.server')}
      </Alert>
    );
  }
  if (!billing.data) return <Loading />;
  const config = billing.data;
  if (config.provider === 'stripe' && config.publishableKey) {
    return (
      <Suspense fallback={<Loading />}>
        <StripePaymentForm {...props} publishableKey={config.publishableKey} />
      </Suspense>
    );
  }
  return <SandboxCardForm {...props} />;
}
