// Before any form parses: zod without its eval probe, which the page's CSP would report.
import 'api/contract/browser-zod';
// The text this bundle was built with (see ./catalog.ts).
import './catalog';
import { QueryClientProvider } from '@tanstack/react-query';
import { Container } from 'design-system/components/layout';
import { NotFound } from 'design-system/components/not-found';
import { Loading } from 'design-system/components/spinner';
import { useCatalogs } from 'design-system/i18n/language';
import { createQueryClient } from 'design-system/query/query-client';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PortalSessionProvider } from './lib/portal-session';
import './portal.css';
// Loaded now, while the shell still shows the inlined first view: it follows what is typed there.
import './app/first-view/first-view-pass';

// Each page loads when visited: the card form is in the payment pages only.
const PaymentsPage = lazy(() =>
  import('./features/payments/payments-page').then((m) => ({ default: m.PaymentsPage })),
);
const RenewPage = lazy(() => import('./features/renew/renew-page').then((m) => ({ default: m.RenewPage })));
const ChangeCardPage = lazy(() =>
  import('./features/change-card/change-card-page').then((m) => ({ default: m.ChangeCardPage })),
);
const LostCardPage = lazy(() =>
  import('./features/lost-card/lost-card-page').then((m) => ({ default: m.LostCardPage })),
);
const LostCardCheckoutPage = lazy(() =>
  import('./features/lost-card/lost-card-checkout-page').then((m) => ({ default: m.LostCardCheckoutPage })),
);
const PayPage = lazy(() => import('./features/pay/pay-page').then((m) => ({ default: m.PayPage })));
const PaymentSetupPage = lazy(() =>
  import('./features/payment-setup/payment-setup-page').then((m) => ({ default: m.PaymentSetupPage })),
);
const SandboxCheckoutPage = lazy(() =>
  import('./features/sandbox-checkout/sandbox-checkout-page').then((m) => ({
    default: m.SandboxCheckoutPage,
  })),
);

const SandboxInvoicePage = lazy(() =>
  import('./features/sandbox-invoice/sandbox-invoice-page').then((m) => ({
    default: m.SandboxInvoicePage,
  })),
);

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/** The customer payments portal (SPEC sections 2, 3, 8), exposed to the shell as 'portal/App'. */
export default function PortalApp() {
  // The shell shows its loading state until this bundle's text for the current language has arrived.
  useCatalogs();
  // This remote's own server-state cache (docs/decisions/server-state.md), for as long as it is shown.
  const [queryClient] = useState(createQueryClient);
  const pages: Array<[string, ReactNode]> = [
    ['/payments', <PaymentsPage key="payments" />],
    ['/renew', <RenewPage key="renew" />],
    ['/change-card', <ChangeCardPage key="change-card" />],
    ['/lost-card', <LostCardPage key="lost-card" />],
    ['/lost-card/checkout', <LostCardCheckoutPage key="lost-card-checkout" />],
    ['/pay', <PayPage key="pay" />],
    ['/payment-setup', <PaymentSetupPage key="payment-setup" />],
    ['/sandbox-checkout', <SandboxCheckoutPage key="sandbox-checkout" />],
    ['/sandbox-invoice', <SandboxInvoicePage key="sandbox-invoice" />],
  ];
  // One portal session for every page: read once, so moving between pages never asks again.
  return (
    <QueryClientProvider client={queryClient}>
      <PortalSessionProvider>
        <Routes>
          {pages.map(([path, element]) => (
            <Route key={path} path={path} element={<Page>{element}</Page>} />
          ))}
          <Route
            path="*"
            element={
              <Container>
                <NotFound />
              </Container>
            }
          />
        </Routes>
      </PortalSessionProvider>
    </QueryClientProvider>
  );
}
