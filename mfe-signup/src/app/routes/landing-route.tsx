import { Container } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SpacesStatus } from '../../features/availability/spaces-status';
import { useOnlineAvailabilityAnswer } from '../../features/availability/use-online-availability';
import { FeatureCards } from '../../features/landing/feature-cards';
import { HelpContact } from '../../features/landing/help-contact';
import { LandingFooter } from '../../features/landing/landing-footer';
import { LandingHero } from '../../features/landing/landing-hero';
import { TermsCards } from '../../features/landing/terms-cards';
import { useGarageDetails } from '../../features/landing/use-garage-details';
import { LocationSection } from '../../features/map/location-section';
import { PricingSection } from '../../features/pricing/pricing-section';
import { usePublicPlans } from '../../features/pricing/use-public-plans';
import { DriveUpRatesSection } from '../../features/rate-calculator/drive-up-rates-section';
import { RateCalculator } from '../../features/rate-calculator/rate-calculator';
import { forgetPurchase, loadPurchase } from '../../features/signup-wizard/purchase-storage';
import { ThankYou } from '../../features/signup-wizard/thank-you';
import { OfferClosedNotice, OfferHeldNotice, useWaitlistOffer } from '../../features/waitlist/waitlist-offer';

// The wizard (and the contract's schemas it checks with) loads beside the landing, not before it: the
// hero and the live count show first.
const LandingWizard = lazy(() => import('./landing-wizard').then((m) => ({ default: m.LandingWizard })));
const LandingWaitlist = lazy(() =>
  import('./landing-waitlist').then((m) => ({ default: m.LandingWaitlist })),
);

/** The signup area's place while its code loads: a screen tall, so what follows stays below the fold. */
const signupLoading = <Loading className="signup-landing-page__wizard-loading" />;

/**
 * The landing page (SPEC section 2) in one of three states, right under the hero: thank-you after a
 * purchase in this tab; closed (0 online spaces, or the count could not be loaded) with the
 * waitlist; open with the signup wizard (as this tab left it: restored-wizard.tsx). A waitlist offer
 * link (`/?offer=`) that holds a space shows the wizard for it whatever the count says; one that no
 * longer does (expired, used, not a link at all) says so above the page's usual state.
 */
export function LandingRoute() {
  const [params] = useSearchParams();
  const offer = useWaitlistOffer(params.get('offer')?.trim() || null);
  const { openSlots, today } = useOnlineAvailabilityAnswer();
  const plans = usePublicPlans();
  const garage = useGarageDetails();
  const discount = plans.status === 'ready' ? plans.prices.autopay?.discount_percent : undefined;
  const [purchase, setPurchase] = useState(loadPurchase);
  // The count refreshes every minute: once the wizard is showing it stays, so a visitor half-way
  // through never loses what they typed; checkout says so before charging if the last space went.
  const [wizardShown, setWizardShown] = useState(false);
  if (!wizardShown && openSlots !== null && openSlots > 0) setWizardShown(true);

  let signup: ReactNode;
  let instead: 'wizard' | 'waitlist' | null = null;
  if (offer.kind === 'checking') {
    signup = signupLoading;
  } else if (offer.kind === 'held') {
    signup = (
      <>
        <OfferHeldNotice email={offer.email} expiresAt={offer.expiresAt} />
        <Suspense fallback={signupLoading}>
          <LandingWizard prefillEmail={offer.email} loading={signupLoading} />
        </Suspense>
      </>
    );
  } else if (purchase) {
    signup = (
      <ThankYou
        plate={purchase.plate}
        onStartOver={() => {
          forgetPurchase();
          setPurchase(null);
        }}
      />
    );
  } else if (wizardShown) {
    instead = 'wizard';
    signup = (
      <Suspense fallback={signupLoading}>
        <LandingWizard loading={signupLoading} />
      </Suspense>
    );
  } else if (openSlots === 0) {
    instead = 'waitlist';
    signup = (
      <Suspense fallback={signupLoading}>
        <LandingWaitlist />
      </Suspense>
    );
  } else {
    // The count is still being checked: hold the wizard's place (a screen tall, about its height on a
    // phone) so what follows is below the fold and does not jump when the wizard arrives.
    signup = <div className="signup-landing-page__signup-slot" />;
  }

  return (
    <Container className="signup-landing-page">
      <LandingHero status={<SpacesStatus openSlots={openSlots} />} />
      {offer.kind === 'closed' ? <OfferClosedNotice reason={offer.reason} instead={instead} /> : null}
      {signup}
      <div className="signup-landing-page__below-signup">
        <PricingSection plans={plans} today={today} />
        <div className="signup-landing-page__pair">
          <DriveUpRatesSection />
          <RateCalculator />
        </div>
        <FeatureCards />
        <TermsCards autopayDiscountPercent={discount} />
        <div className="signup-landing-page__pair">
          <HelpContact garage={garage} />
          <LocationSection address={garage.status === 'ready' ? garage.details.address : null} />
        </div>
        <LandingFooter />
      </div>
    </Container>
  );
}
