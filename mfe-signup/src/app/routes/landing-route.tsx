import { Container } from 'design-system/components/layout';
import { SpacesStatus } from '../../features/availability/spaces-status';
import { useOnlineAvailability } from '../../features/availability/use-online-availability';
import { FeatureCards } from '../../features/landing/feature-cards';
import { HelpContact } from '../../features/landing/help-contact';
import { LandingFooter } from '../../features/landing/landing-footer';
import { LandingHero } from '../../features/landing/landing-hero';
import { TermsCards } from '../../features/landing/terms-cards';
import { LocationSection } from '../../features/map/location-section';
import { PricingSection } from '../../features/pricing/pricing-section';
import { usePublicPlans } from '../../features/pricing/use-public-plans';
import { DriveUpRatesSection } from '../../features/rate-calculator/drive-up-rates-section';
import { RateCalculator } from '../../features/rate-calculator/rate-calculator';
import { WaitlistSection } from '../../features/waitlist/waitlist-form';

/**
 * The landing page (SPEC section 2). Closed (0 online spaces, or the count could not be loaded):
 * the waitlist comes right under the hero. Open: the signup wizard will go there (next issue).
 */
export function LandingRoute() {
  const openSlots = useOnlineAvailability();
  const plans = usePublicPlans();
  const discount = plans.status === 'ready' ? plans.prices.autopay?.discount_percent : undefined;

  return (
    <Container className="signup-landing-page">
      <LandingHero status={<SpacesStatus openSlots={openSlots} />} />
      {openSlots === 0 ? <WaitlistSection /> : null}
      <PricingSection plans={plans} />
      <div className="signup-landing-page__pair">
        <DriveUpRatesSection />
        <RateCalculator />
      </div>
      <FeatureCards />
      <TermsCards autopayDiscountPercent={discount} />
      <div className="signup-landing-page__pair">
        <HelpContact />
        <LocationSection />
      </div>
      <LandingFooter />
    </Container>
  );
}
