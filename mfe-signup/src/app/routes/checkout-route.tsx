import { useQueryClient } from '@tanstack/react-query';
import { PaymentForm } from 'payment-ui/payment-form';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { onlineAvailabilityQuery } from '../../features/availability/api/get-online-availability';
import { useOnlineAvailability } from '../../features/availability/use-online-availability';
import { CheckoutPage, type SpacesForSale } from '../../features/checkout/checkout-page';
import type { CheckoutPrices } from '../../features/checkout/checkout-types';
import { discountedPriceCents } from '../../features/pricing/plan-prices';
import { usePublicPlans } from '../../features/pricing/use-public-plans';
import { loadWizard } from '../../features/signup-wizard/wizard-storage';
import { loadOfferToken } from '../../features/waitlist/offer-token-storage';
import { useWaitlistOffer } from '../../features/waitlist/waitlist-offer';
import { useCheckoutCaptcha } from './checkout-captcha-slot';

/**
 * /checkout: the saved wizard (signup-wizard), the cached plan prices (pricing), the provider's card
 * form (payment-form), the live count of free spaces (availability) and the waitlist offer this tab
 * opened (waitlist) meet the checkout here.
 */
export function CheckoutRoute() {
  const [params] = useSearchParams();
  const [wizard] = useState(loadWizard);
  // A waitlist offer opened in this tab (features/waitlist): the checkout buys the space held for it.
  const [offerToken] = useState(loadOfferToken);
  const offer = useWaitlistOffer(offerToken);
  const humanCheck = useCheckoutCaptcha();
  const openSlots = useOnlineAvailability();
  // The landing's count may be a minute old: the checkout asks again as it opens (a first read is asking already).
  const queryClient = useQueryClient();
  useEffect(() => {
    const { queryKey } = onlineAvailabilityQuery();
    if (queryClient.getQueryData(queryKey) !== undefined) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
  // The offer's space is held for this buyer and is not in the count of free ones.
  let spaces: SpacesForSale = 'checking';
  if (offer.kind === 'held') spaces = 'free';
  else if (offer.kind !== 'checking' && openSlots !== null) spaces = openSlots > 0 ? 'free' : 'none';
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
      humanCheck={humanCheck}
      waitlistOfferToken={offer.kind === 'closed' ? null : offerToken}
      spaces={spaces}
    />
  );
}
