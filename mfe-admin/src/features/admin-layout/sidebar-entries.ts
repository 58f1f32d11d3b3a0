import type { MessageKey } from 'design-system/i18n/language';

/** A link in the admin sidebar; `label` is a catalog key, shown in the visitor's language. */
export type SidebarLink = { label: MessageKey; to: string };

/** A top-level sidebar entry: a link, or a heading over a few links. */
export type SidebarEntry = SidebarLink | { label: MessageKey; children: readonly SidebarLink[] };

// SPEC section 2 'Admin' sidebar, in its order. Who sees what is decided by the route table and
// the capability table (see canOpen below), never here.
export const SIDEBAR: readonly SidebarEntry[] = [
  { label: 'admin.sidebar.customers', to: '/admin/customers' },
  {
    label: 'admin.sidebar.passes',
    children: [
      { label: 'admin.sidebar.subscriptions', to: '/admin/passes' },
      { label: 'admin.sidebar.salesHistory', to: '/admin/passes/history' },
    ],
  },
  {
    label: 'admin.sidebar.cards',
    children: [
      { label: 'admin.sidebar.inventory', to: '/admin/cards' },
      { label: 'admin.sidebar.addBatch', to: '/admin/cards/new-batch' },
    ],
  },
  { label: 'admin.sidebar.payments', to: '/admin/payments' },
  { label: 'admin.sidebar.checklist', to: '/admin/checklist' },
  { label: 'admin.sidebar.plans', to: '/admin/plans' },
];

export function isGroup(
  entry: SidebarEntry,
): entry is { label: MessageKey; children: readonly SidebarLink[] } {
  return 'children' in entry;
}

/** The entries the visitor may open; a heading stays only while one of its links does. */
export function visibleSidebar(canOpen: (path: string) => boolean): SidebarEntry[] {
  const visible: SidebarEntry[] = [];
  for (const entry of SIDEBAR) {
    if (!isGroup(entry)) {
      if (canOpen(entry.to)) visible.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => canOpen(child.to));
    if (children.length > 0) visible.push({ label: entry.label, children });
  }
  return visible;
}

function links(entries: readonly SidebarEntry[]): SidebarLink[] {
  return entries.flatMap((entry) => (isGroup(entry) ? [...entry.children] : [entry]));
}

/**
 * The link to highlight: the longest one the path starts with, so /admin/passes/history marks
 * Sales History and /admin/customers/12 still marks Customers.
 */
export function activeSidebarLink(entries: readonly SidebarEntry[], pathname: string): string | null {
  let best: string | null = null;
  for (const { to } of links(entries)) {
    const matches = pathname === to || pathname.startsWith(`${to}/`);
    if (matches && (best === null || to.length > best.length)) best = to;
  }
  return best;
}
