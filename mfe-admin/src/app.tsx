// The text this bundle was built with (see ./catalog.ts).
import './catalog';
import { useCatalogs } from 'design-system/i18n/language';
import { useSession } from 'design-system/session/session';
import { type ReactElement, useCallback } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { AdminLayout, LOGIN_PATH } from './features/admin-layout/admin-layout';
import { AdminNotFound } from './features/admin-routes/admin-not-found';
import { ADMIN_ROUTES, type AdminRouteId } from './features/admin-routes/admin-route-table';
import {
  canOpenAdminPath,
  resolveAdminRoute,
  suggestedAdminPage,
} from './features/admin-routes/resolve-admin-route';
import { PlansPage } from './features/plans/plans-page';

// The pages built so far. Every other admin route shows the not-found state, never a mock screen.
const PAGES: Partial<Record<AdminRouteId, ReactElement>> = {
  plans: <PlansPage />,
};
const BUILT = Object.keys(PAGES) as AdminRouteId[];

/** Login check, feature redirects (SPEC section 4), then the layout around the matched page. */
function AdminArea() {
  const { token, role } = useSession();
  const { pathname, search } = useLocation();
  const canOpen = useCallback((path: string) => canOpenAdminPath(role, path), [role]);

  // The shell checks the login before showing the admin area; this covers a session that ends
  // while the page is open (expiry, 401 from the API, logout in another tab).
  if (!token) return <Navigate to={LOGIN_PATH} replace />;
  const decision = resolveAdminRoute(role, pathname, search);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  return (
    <AdminLayout canOpen={canOpen}>
      <Outlet />
    </AdminLayout>
  );
}

function NotAvailable() {
  const { role } = useSession();
  const link = suggestedAdminPage(role, BUILT);
  return link ? <AdminNotFound link={link} /> : <Navigate to="/" replace />;
}

export default function App() {
  // The shell shows its loading state until this bundle's text for the current language has arrived.
  useCatalogs();
  return (
    <Routes>
      <Route element={<AdminArea />}>
        {ADMIN_ROUTES.map((route) => (
          <Route key={route.id} path={route.path} element={PAGES[route.id] ?? <NotAvailable />} />
        ))}
        <Route path="/admin/*" element={<NotAvailable />} />
      </Route>
    </Routes>
  );
}
