import { sidebarFromPages } from '../features/admin-layout/sidebar-entries';
import { createAdminRoutes } from '../features/admin-routes/resolve-admin-route';
import { ADMIN_PAGES } from './admin-pages';

/** The feature checks and redirects over the registered pages. */
export const adminRoutes = createAdminRoutes(ADMIN_PAGES);

/** The full sidebar; each role sees the part adminRoutes lets it open. */
export const adminSidebar = sidebarFromPages(ADMIN_PAGES);
