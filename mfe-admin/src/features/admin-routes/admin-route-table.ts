import type { Capability } from 'api/contract/capabilities';
import type { MessageKey } from 'design-system/i18n/language';
import type { ComponentType } from 'react';

/** A page every signed-in staff member may open, whatever their role (their own account). */
export const EVERY_STAFF_MEMBER = 'every_staff_member';

/**
 * One admin page: its path, the feature (SPEC section 2 'Admin') a role needs to open it, its place in
 * the sidebar and its code. The whole list is registered once, in src/app/admin-pages.ts; the routes,
 * the feature checks and the sidebar all read that one list.
 */
export type AdminPage = {
  /** Stable name, used by tests and by suggestedAdminPage's preferences. */
  id: string;
  /** Absolute path pattern, in react-router syntax. */
  path: string;
  /** What a role needs to open it: a capability, or only to be a staff member. */
  feature: Capability | typeof EVERY_STAFF_MEMBER;
  /** Page name: the sidebar label and the text of links to it. */
  title: MessageKey;
  /** Listed in the sidebar, under `group`'s heading if given; absent: reached only through links. */
  sidebar?: { group?: MessageKey };
  /** The page's code, fetched the first time it opens; absent: not built yet (the not-found state). */
  load?: () => Promise<{ default: ComponentType }>;
};

/** What the resolver answers with: the page a path belongs to. */
export type AdminRoute = AdminPage;

/** `/admin/customers?client=<id>` is the profile page (SPEC: "or client query"). */
export const CUSTOMERS_PAGE_ID = 'customers';
export const CUSTOMER_PROFILE_PAGE_ID = 'customer-profile';

export const ADMIN_BASE = '/admin';
export const ADMIN_CUSTOMERS_PATH = '/admin/customers';
export const ADMIN_CHECKLIST_PATH = '/admin/checklist';

/** Where /admin and the legacy /admin/dashboard send a visitor before the feature check. */
export const ADMIN_DEFAULT_PATH = ADMIN_CHECKLIST_PATH;

/** Paths that only forward to the default page. */
export const ADMIN_ALIASES: readonly string[] = [ADMIN_BASE, '/admin/dashboard'];

/** Query parameter that opens a customer's profile on /admin/customers (SPEC: "or client query"). */
export const CLIENT_QUERY_PARAM = 'client';

/** Landing pages tried in order for a visitor who may not open the page asked for (SPEC section 4). */
export const ADMIN_FALLBACKS: readonly { path: string; feature: Capability }[] = [
  { path: ADMIN_CUSTOMERS_PATH, feature: 'customers' },
  { path: ADMIN_CHECKLIST_PATH, feature: 'events' },
];

/** Where a visitor with no admin page at all ends up. */
export const OUTSIDE_ADMIN_PATH = '/';
