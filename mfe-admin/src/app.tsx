// Before any form parses: zod without its eval probe, which the page's CSP would report.
import 'api/contract/browser-zod';
// The text this bundle was built with (see ./catalog.ts).
import './catalog';
import { QueryClientProvider } from '@tanstack/react-query';
import { Loading } from 'design-system/components/spinner';
import { useCatalogs, useT } from 'design-system/i18n/language';
import { createQueryClient } from 'design-system/query/query-client';
import { useSession } from 'design-system/session/session';
import { type ComponentType, lazy, Suspense, useCallback, useState } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { adminRoutes, adminSidebar } from './app/admin-navigation';
import { ACCOUNT_PATH, AdminLayout, LOGIN_PATH } from './features/admin-layout/admin-layout';
import { roleLabel } from './features/admin-layout/session-user';
import { AdminNotFound } from './features/admin-routes/admin-not-found';
import { RefusedPageNotice, type RefusedPageState } from './features/admin-routes/refused-page-notice';

// One lazy component per built page, made once: a page's code loads the first time it is opened.
const PAGE_COMPONENTS = new Map<string, ComponentType>(
  adminRoutes.pages.flatMap((page) => (page.load ? [[page.id, lazy(page.load)] as const] : [])),
);

// The page the visitor opened starts downloading with this module, beside the App's first render,
// instead of once that render reaches it: one round trip less before the page shows on a slow link.
// Its lazy component asks for the same chunk later and gets the download already under way.
if (typeof location !== 'undefined') {
  void adminRoutes
    .findAdminRoute(location.pathname, location.search)
    ?.load?.()
    .catch(() => undefined);
}

/** Login check, feature redirects (SPEC section 4), then the layout around the matched page. */
function AdminArea() {
  const { username, role, setupRequired } = useSession();
  const t = useT();
  const { pathname, search } = useLocation();
  const canOpen = useCallback((path: string) => adminRoutes.canOpenAdminPath(role, path), [role]);

  // The shell checks the login before showing the admin area; this covers a session that ends
  // while the page is open (expiry, 401 from the API, logout in another tab).
  if (!username) return <Navigate to={LOGIN_PATH} replace />;
  // Until the person has chosen a new password and (admins) a second factor, the API answers every
  // other call with 403 setup_required: only the account page, where they do that, opens.
  if (setupRequired.length > 0 && pathname !== ACCOUNT_PATH) return <Navigate to={ACCOUNT_PATH} replace />;
  const decision = adminRoutes.resolveAdminRoute(role, pathname, search);
  if (decision.kind === 'redirect') {
    // A page the role lacks: the landing page says so instead of the visitor silently ending up there.
    const refused = adminRoutes.refusedAdminPage(role, pathname, search);
    const state: RefusedPageState | undefined = refused ? { refusedPage: refused.title } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }

  return (
    <AdminLayout sidebar={adminSidebar} canOpen={canOpen}>
      <RefusedPageNotice roleName={roleLabel(role, t)} />
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </AdminLayout>
  );
}

function NotAvailable() {
  const { role } = useSession();
  const link = adminRoutes.suggestedAdminPage(role);
  return link ? <AdminNotFound link={link} /> : <Navigate to="/" replace />;
}

export default function App() {
  // The shell shows its loading state until this bundle's text for the current language has arrived.
  useCatalogs();
  // This remote's own server-state cache (docs/decisions/server-state.md), for as long as it is shown.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route element={<AdminArea />}>
          {adminRoutes.pages.map((page) => {
            const Page = PAGE_COMPONENTS.get(page.id);
            return <Route key={page.id} path={page.path} element={Page ? <Page /> : <NotAvailable />} />;
          })}
          <Route path="/admin/*" element={<NotAvailable />} />
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}
