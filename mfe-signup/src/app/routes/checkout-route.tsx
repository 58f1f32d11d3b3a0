import { PaymentForm } from 'payment-ui/payment-form';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CheckoutPage } from '../../features/checkout/checkout-page';
import type { CheckoutPrices } from '../../features/checkout/checkout-types';
import { discountedPriceCents } from '../../features/pricing/plan-prices';
import { usePublicPlans } from '../../features/pricing/use-public-plans';
import { loadWizard } from '../../features/signup-wizard/wizard-storage';
import { loadOfferToken } from '../../features/waitlist/offer-token-storage';
import { checkoutCaptcha } from './checkout-captcha-slot';

/**
 * /checkout: the saved wizard (signup-wizard), the cached plan prices (pricing) and the provider's
 * card form (payment-form) meet the checkout here.
 */
export function CheckoutRoute() {
  const [params] = useSearchParams();
  const [wizard] = useState(loadWizard);
  // A waitlist offer opened in this tab (features/waitlist): the checkout buys the space held for it.
  const [offerToken] = useState(loadOfferToken);
  const plans = usePublicPlans();
  const prices = useMemo<CheckoutPrices>(() => {
    if (plans.status !== 'ready') return { status: plans.status };
    const { oneTime, autopay } = plans.prices;
    return {
      status: 'ready',
      oneTime: oneTime ? { planId: oneTime.id, priceCents: oneTime.price_cents } : null,
      autopay: autopay
        ? {
            planId: autopay.id,
            priceCents: autopay.price_cents,
            discountedCents: discountedPriceCents(autopay),
            discountPercent: autopay.discount_percent,
          }
        : null,
    };
  }, [plans]);

  return (
    <CheckoutPage
      wizard={wizard}
      queryEmail={params.get('email')}
      prices={prices}
      PaymentForm={PaymentForm}
      humanCheck={checkoutCaptcha}
      waitlistOfferToken={offerToken}
    />
  );
}
