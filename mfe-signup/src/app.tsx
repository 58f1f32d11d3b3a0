// The text this bundle was built with (see ./catalog.ts).
import './catalog';
import { Container } from 'design-system/components/layout';
import { NotFound } from 'design-system/components/not-found';
import { useCatalogs } from 'design-system/i18n/language';
import { Route, Routes } from 'react-router-dom';
import { CheckoutRoute } from './app/routes/checkout-route';
import { LandingRoute } from './app/routes/landing-route';
import { SuccessRoute } from './app/routes/success-route';
import { PaymentCancelledPage } from './features/cancel/payment-cancelled-page';

/**
 * Exposed to the shell as 'signup/App' and rendered inside the shell's router for the paths it
 * owns, so the paths here are absolute. /checkout and /success arrive with the signup wizard.
 */
export default function SignupApp() {
  // The shell shows its loading state until this bundle's text for the current language has arrived.
  useCatalogs();
  return (
    <Routes>
      <Route path="/" element={<LandingRoute />} />
      <Route path="/checkout" element={<CheckoutRoute />} />
      <Route path="/success" element={<SuccessRoute />} />
      <Route path="/cancel" element={<PaymentCancelledPage />} />
      <Route
        path="*"
        element={
          <Container>
            <NotFound />
          </Container>
        }
      />
    </Routes>
  );
}
