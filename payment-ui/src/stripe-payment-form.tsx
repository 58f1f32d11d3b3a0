import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentIntent, SetupIntent, StripeElementsOptionsMode, StripeError } from '@stripe/stripe-js';
// The pure entry point fetches Stripe.js only when loadStripe runs, never as an import side effect.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { PaymentErrorInfo } from 'api/contract/billing-response';
import { AMEX_ERROR_CODE, isAmex } from 'api/contract/card-brand';
import { ERROR_MESSAGES } from 'api/contract/error-codes';
import { useLanguage } from 'design-system/i18n/language';
import { useImperativeHandle, useMemo, useRef } from 'react';
import type { ConfirmResult, PaymentFormProps, PaymentFormStatus } from './payment-form-types';

const KNOWN_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
const brandOf = (brand: string | undefined): PaymentFormStatus['brand'] =>
  (KNOWN_BRANDS as readonly string[]).includes(brand ?? '') ? (brand as PaymentFormStatus['brand']) : null;

const NOT_READY: PaymentErrorInfo = {
  type: 'invalid_request_error',
  code: 'stripe_not_loaded',
  message: 'The payment form is still loading. Please try again in a moment.',
};

function errorInfo(error: StripeError): PaymentErrorInfo {
  return {
    type: error.type === 'card_error' ? 'card_error' : 'invalid_request_error',
    code: error.code ?? error.type,
    ...(error.decline_code ? { decline_code: error.decline_code } : {}),
    message: error.message ?? '',
  };
}

function outcome(
  intent: PaymentIntent | SetupIntent | undefined,
  error: StripeError | undefined,
): ConfirmResult {
  if (error) {
    return {
      status: error.payment_intent?.status ?? error.setup_intent?.status ?? 'requires_payment_method',
      paymentMethod: null,
      error: errorInfo(error),
    };
  }
  const method = intent?.payment_method;
  return {
    status: intent?.status ?? 'requires_payment_method',
    paymentMethod: typeof method === 'string' ? method : (method?.id ?? null),
    error: null,
  };
}

function StripeFields({ formRef, onStatusChange, disabled }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const paymentMethod = useRef<string | null>(null);
  const status = useRef<PaymentFormStatus>({ complete: false, brand: null });
  const report = (next: Partial<PaymentFormStatus>) => {
    status.current = { ...status.current, ...next };
    onStatusChange(status.current);
  };

  useImperativeHandle(formRef, () => ({
    async prepare() {
      if (!stripe || !elements) return NOT_READY;
      const submitted = await elements.submit();
      if (submitted.error) return errorInfo(submitted.error);
      // The card is turned into a payment method first so its brand is known before anything is
      // held or charged: the garage refuses American Express (SPEC section 8).
      const created = await stripe.createPaymentMethod({ elements });
      if (created.error) return errorInfo(created.error);
      if (isAmex(created.paymentMethod.card?.brand)) {
        return { type: 'card_error', code: AMEX_ERROR_CODE, message: ERROR_MESSAGES.amex_not_accepted };
      }
      paymentMethod.current = created.paymentMethod.id;
      return null;
    },
    async confirmPayment(clientSecret) {
      if (!stripe || !paymentMethod.current)
        return { status: 'requires_payment_method', paymentMethod: null, error: NOT_READY };
      const result = await stripe.confirmPayment({
        clientSecret,
        confirmParams: {
          payment_method: paymentMethod.current,
          return_url: `${window.location.origin}/success`,
        },
        redirect: 'if_required',
      });
      return outcome(result.paymentIntent, result.error);
    },
    async confirmSetup(clientSecret) {
      if (!stripe || !paymentMethod.current)
        return { status: 'requires_payment_method', paymentMethod: null, error: NOT_READY };
      const result = await stripe.confirmSetup({
        clientSecret,
        confirmParams: {
          payment_method: paymentMethod.current,
          return_url: `${window.location.origin}/success`,
        },
        redirect: 'if_required',
      });
      return outcome(result.setupIntent, result.error);
    },
    async handleNextAction(clientSecret) {
      if (!stripe) return { status: 'requires_action', paymentMethod: null, error: NOT_READY };
      const result = await stripe.handleNextAction({ clientSecret });
      return outcome(result.paymentIntent ?? result.setupIntent, result.error);
    },
  }));

  return (
    <PaymentElement
      options={{ layout: 'tabs', readOnly: disabled }}
      onChange={(event) => report({ complete: event.complete })}
      onReady={(element) => {
        // The brand as the visitor types, so American Express is refused before Pay is pressed.
        element.on('carddetailschange', (event) => {
          const brands = event.details?.brands ?? [];
          report({ brand: brands.includes('amex') ? 'amex' : (brandOf(brands[0]) ?? null) });
        });
      }}
    />
  );
}

/**
 * Stripe Elements (deferred intent: the intent is created only once the card is complete and the
 * visitor presses Pay). Lazy-loaded: a sandbox build never downloads this chunk or Stripe.js.
 */
export default function StripePaymentForm(props: PaymentFormProps & { publishableKey: string }) {
  const { publishableKey, mode, amountCents } = props;
  const { language } = useLanguage();
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  const options: StripeElementsOptionsMode = {
    ...(mode === 'payment'
      ? { mode: 'payment', amount: amountCents, currency: 'usd' }
      : { mode: 'setup', currency: 'usd' }),
    allowedPaymentMethodTypes: ['card'],
    paymentMethodCreation: 'manual',
    locale: language,
  };
  return (
    <Elements stripe={stripePromise} options={options} key={`${mode}-${language}`}>
      <StripeFields {...props} />
    </Elements>
  );
}
