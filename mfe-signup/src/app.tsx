// Before any form parses: zod without its eval probe, which the page's CSP would report.
import 'api/contract/browser-zod';
// The text this bundle was built with (see ./catalog.ts).
import './catalog';
import { QueryClientProvider } from '@tanstack/react-query';
import { Container } from 'design-system/components/layout';
import { NotFound } from 'design-system/components/not-found';
import { Spinner } from 'design-system/components/spinner';
import { useCatalogs } from 'design-system/i18n/language';
import { createQueryClient } from 'design-system/query/query-client';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LandingRoute } from './app/routes/landing-route';

// Only the landing is in the first download; each other page loads when visited (a phone on the
// landing does not pay for checkout, the payment form, success, cancel and the waitlist status page).
const CheckoutRoute = lazy(() =>
  import('./app/routes/checkout-route').then((m) => ({ default: m.CheckoutRoute })),
);
const SuccessRoute = lazy(() =>
  import('./app/routes/success-route').then((m) => ({ default: m.SuccessRoute })),
);
const WaitlistStatusPage = lazy(() =>
  import('./features/waitlist/waitlist-status-page').then((m) => ({ default: m.WaitlistStatusPage })),
);
const PaymentCancelledPage = lazy(() =>
  import('./features/cancel/payment-cancelled-page').then((m) => ({ default: m.PaymentCancelledPage })),
);

function Page({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Container>
          <Spinner />
        </Container>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * Exposed to the shell as 'signup/App' and rendered inside the shell's router for the paths it
 * owns, so the paths here are absolute. /checkout and /success arrive with the signup wizard.
 */
export default function SignupApp() {
  // The shell shows its loading state until this bundle's text for the current language has arrived.
  useCatalogs();
  // This remote's own server-state cache (docs/decisions/server-state.md), for as long as it is shown.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path="/" element={<LandingRoute />} />
        <Route
          path="/checkout"
          element={
            <Page>
              <CheckoutRoute />
            </Page>
          }
        />
        <Route
          path="/success"
          element={
            <Page>
              <SuccessRoute />
            </Page>
          }
        />
        <Route
          path="/waitlist"
          element={
            <Page>
              <WaitlistStatusPage />
            </Page>
          }
        />
        <Route
          path="/cancel"
          element={
            <Page>
              <PaymentCancelledPage />
            </Page>
          }
        />
        <Route
          path="*"
          element={
            <Container>
              <NotFound />
            </Container>
          }
        />
      </Routes>
    </QueryClientProvider>
  );
}
