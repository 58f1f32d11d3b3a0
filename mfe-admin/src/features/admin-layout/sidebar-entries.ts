import type { MessageKey } from 'design-system/i18n/language';

/** A link in the admin sidebar; `label` is a catalog key, shown in the visitor's language. */
export type SidebarLink = { label: MessageKey; to: string };

/** A top-level sidebar entry: a link, or a heading over a few links. */
export type SidebarEntry = SidebarLink | { label: MessageKey; children: readonly SidebarLink[] };

/** What the sidebar needs to know of a registered admin page (src/app/admin-pages.ts). */
export type SidebarPage = { path: string; title: MessageKey; sidebar?: { group?: MessageKey } };

/**
 * The sidebar, in the order the pages are registered: a page with a group joins that group's heading,
 * placed where the group's first page is. Who sees what is decided by the route feature checks
 * (see visibleSidebar's canOpen), never here.
 */
export function sidebarFromPages(pages: readonly SidebarPage[]): SidebarEntry[] {
  const entries: SidebarEntry[] = [];
  const groups = new Map<MessageKey, SidebarLink[]>();
  for (const page of pages) {
    if (!page.sidebar) continue;
    const link = { label: page.title, to: page.path };
    const group = page.sidebar.group;
    if (!group) {
      entries.push(link);
      continue;
    }
    const children = groups.get(group);
    if (children) children.push(link);
    else {
      const first = [link];
      groups.set(group, first);
      entries.push({ label: group, children: first });
    }
  }
  return entries;
}

export function isGroup(
  entry: SidebarEntry,
): entry is { label: MessageKey; children: readonly SidebarLink[] } {
  return 'children' in entry;
}

/** The entries the visitor may open; a heading stays only while one of its links does. */
export function visibleSidebar(
  entries: readonly SidebarEntry[],
  canOpen: (path: string) => boolean,
): SidebarEntry[] {
  const visible: SidebarEntry[] = [];
  for (const entry of entries) {
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
