// Before any form parses: zod without its eval probe, which the page's CSP would report.
import 'api/contract/browser-zod';
// The text this bundle was built with (see ./catalog.ts).
import './catalog';
import { QueryClientProvider } from '@tanstack/react-query';
import { Container } from 'design-system/components/layout';
import { NotFound } from 'design-system/components/not-found';
import { useCatalogs } from 'design-system/i18n/language';
import { createQueryClient } from 'design-system/query/query-client';
import { type ComponentType, lazy, type ReactNode, Suspense, use, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PortalSessionProvider } from './lib/portal-session';
import './portal.css';
// Loaded now, while the shell still shows the inlined first view: it follows what is typed there.
import './app/first-view/first-view-pass';
import { FirstViewGone, PageLoading } from './app/first-view/page-loading';

// Each page loads when visited: the card form is in the payment pages only.
const PAGE_LOADERS: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/payments': () =>
    import(/* webpackChunkName: "page-payments" */ './features/payments/payments-page').then((m) => ({
      default: m.PaymentsPage,
    })),
  '/renew': () => import('./features/renew/renew-page').then((m) => ({ default: m.RenewPage })),
  '/change-card': () =>
    import('./features/change-card/change-card-page').then((m) => ({ default: m.ChangeCardPage })),
  '/lost-card': () =>
    import('./features/lost-card/lost-card-page').then((m) => ({ default: m.LostCardPage })),
  '/lost-card/checkout': () =>
    import('./features/lost-card/lost-card-checkout-page').then((m) => ({ default: m.LostCardCheckoutPage })),
  '/pay': () => import('./features/pay/pay-page').then((m) => ({ default: m.PayPage })),
  '/plates': () => import('./features/plates/plates-page').then((m) => ({ default: m.PlatesPage })),
  '/cancel-pass': () =>
    import('./features/cancel-pass/cancel-pass-page').then((m) => ({ default: m.CancelPassPage })),
  '/pause': () => import('./features/pause-pass/pause-pass-page').then((m) => ({ default: m.PausePassPage })),
  '/receipts': () => import('./features/receipts/receipts-page').then((m) => ({ default: m.ReceiptsPage })),
  '/payment-setup': () =>
    import('./features/payment-setup/payment-setup-page').then((m) => ({ default: m.PaymentSetupPage })),
  '/sandbox-checkout': () =>
    import('./features/sandbox-checkout/sandbox-checkout-page').then((m) => ({
      default: m.SandboxCheckoutPage,
    })),
  '/sandbox-invoice': () =>
    import('./features/sandbox-invoice/sandbox-invoice-page').then((m) => ({
      default: m.SandboxInvoicePage,
    })),
};
const PAGES = Object.entries(PAGE_LOADERS).map(([path, load]) => [path, lazy(load)] as const);

// The page the visitor opened starts downloading with this module, while the shell still shows the
// inlined first view, instead of once the first render reaches it. Settles either way: a page that
// fails to load is the page's error to show, not this wait's.
const openedPage: Promise<unknown> | undefined =
  typeof location === 'undefined'
    ? undefined
    : PAGE_LOADERS[location.pathname.replace(/(.)\/+$/, '$1')]?.().catch(() => undefined);

function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      {children}
      <FirstViewGone />
    </Suspense>
  );
}

/** The customer payments portal (SPEC sections 2, 3, 8), exposed to the shell as 'portal/App'. */
export default function PortalApp() {
  // The shell shows its loading state until this bundle's text for the current language has arrived.
  useCatalogs();
  // The first render waits for the opened page's code, so the shell keeps the inlined first view
  // until the page takes its place: rendered earlier, the page's spinner would replace the first view
  // and take away the field a visitor is typing in (a keystroke in between went nowhere).
  if (openedPage) use(openedPage);
  // This remote's own server-state cache (docs/decisions/server-state.md), for as long as it is shown.
  const [queryClient] = useState(createQueryClient);
  // One portal session for every page: read once, so moving between pages never asks again.
  return (
    <QueryClientProvider client={queryClient}>
      <PortalSessionProvider>
        <Routes>
          {PAGES.map(([path, Page]) => (
            <Route
              key={path}
              path={path}
              element={
                <PageSuspense>
                  <Page />
                </PageSuspense>
              }
            />
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
