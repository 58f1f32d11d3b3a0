import { can, isRole } from 'api/contract/capabilities';
import type { MessageKey } from 'design-system/i18n/language';
import { matchPath } from 'react-router-dom';
import {
  ADMIN_ALIASES,
  ADMIN_DEFAULT_PATH,
  ADMIN_FALLBACKS,
  type AdminPage,
  type AdminRoute,
  CLIENT_QUERY_PARAM,
  CUSTOMER_PROFILE_PAGE_ID,
  CUSTOMERS_PAGE_ID,
  EVERY_STAFF_MEMBER,
  OUTSIDE_ADMIN_PATH,
} from './admin-route-table';

export type AdminRouteDecision =
  | { kind: 'page'; route: AdminRoute }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

type Role = string | null | undefined;

/** Whether the role may open a page; an unknown role opens none, not even its own account. */
function mayOpen(role: Role, page: AdminPage): boolean {
  return page.feature === EVERY_STAFF_MEMBER ? isRole(role) : can(role, page.feature);
}

function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The feature checks and redirects of the admin area, over the one registered list of its pages. */
export function createAdminRoutes(pages: readonly AdminPage[]) {
  /** The admin route a path belongs to, or null for an unknown path. */
  function findAdminRoute(pathname: string, search = ''): AdminRoute | null {
    const path = normalize(pathname);
    // Static segments win over ':id' (so /admin/customers/x is a profile but /admin/passes/history is not).
    const exact = pages.find((route) => !route.path.includes(':') && route.path === path);
    const matched = exact ?? pages.find((route) => matchPath({ path: route.path, end: true }, path));
    if (!matched) return null;
    if (matched.id === CUSTOMERS_PAGE_ID && new URLSearchParams(search).get(CLIENT_QUERY_PARAM)) {
      return pages.find((route) => route.id === CUSTOMER_PROFILE_PAGE_ID) ?? matched;
    }
    return matched;
  }

  /** First page of SPEC section 4's fallback list the role may open, else the public home page. */
  function fallbackPathFor(role: Role): string {
    return ADMIN_FALLBACKS.find((entry) => can(role, entry.feature))?.path ?? OUTSIDE_ADMIN_PATH;
  }

  function hasAnyAdminPage(role: Role): boolean {
    return pages.some((route) => mayOpen(role, route));
  }

  /** Whether the role may open this admin path; unknown paths count as allowed (they show not-found). */
  function canOpenAdminPath(role: Role, pathname: string, search = ''): boolean {
    const route = findAdminRoute(pathname, search);
    return route === null || mayOpen(role, route);
  }

  /**
   * The page a role asked for by its own path and may not open, so the page it lands on can say why;
   * null for pages it may open, unknown paths, the aliases (nobody asked for their target) and roles
   * with no admin page at all (they leave the admin area).
   */
  function refusedAdminPage(role: Role, pathname: string, search = ''): AdminRoute | null {
    const path = normalize(pathname);
    if (ADMIN_ALIASES.includes(path) || !hasAnyAdminPage(role)) return null;
    const route = findAdminRoute(path, search);
    return route && !mayOpen(role, route) ? route : null;
  }

  /**
   * What the admin area shows for a location: the page, a redirect (aliases and missing features),
   * or the not-found state. Aliases are followed here so the visitor is redirected once, not twice.
   */
  function resolveAdminRoute(role: Role, pathname: string, search = ''): AdminRouteDecision {
    const path = normalize(pathname);
    const target = ADMIN_ALIASES.includes(path) ? ADMIN_DEFAULT_PATH : path;
    const route = findAdminRoute(target, target === path ? search : '');
    if (route && !mayOpen(role, route)) return { kind: 'redirect', to: fallbackPathFor(role) };
    // A role with no admin page at all never sees the admin area, not even its not-found state.
    if (!route && !hasAnyAdminPage(role)) return { kind: 'redirect', to: OUTSIDE_ADMIN_PATH };
    if (target !== path) return { kind: 'redirect', to: target };
    return route ? { kind: 'page', route } : { kind: 'not-found' };
  }

  /**
   * A page to offer from the not-found state: the first of `preferred` (by default the pages built so
   * far) the role may open, else its landing page, else any admin page it may open.
   */
  function suggestedAdminPage(
    role: Role,
    preferred: readonly string[] = pages.filter((page) => page.load).map((page) => page.id),
  ): { to: string; title: MessageKey } | null {
    const byId = (id: string) => pages.find((route) => route.id === id);
    const landing = ADMIN_FALLBACKS.map((entry) => pages.find((route) => route.path === entry.path));
    const candidates = [...preferred.map(byId), ...landing, ...pages];
    const found = candidates.find(
      (route): route is AdminRoute =>
        route !== undefined && !route.path.includes(':') && mayOpen(role, route),
    );
    return found ? { to: found.path, title: found.title } : null;
  }

  return {
    pages,
    findAdminRoute,
    fallbackPathFor,
    hasAnyAdminPage,
    canOpenAdminPath,
    resolveAdminRoute,
    refusedAdminPage,
    suggestedAdminPage,
  };
}

export type AdminRoutes = ReturnType<typeof createAdminRoutes>;
