import { getT } from 'design-system/i18n/language';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES } from '../../app/admin-pages';
import { activeSidebarLink, sidebarFromPages, visibleSidebar } from './sidebar-entries';

const SIDEBAR = sidebarFromPages(ADMIN_PAGES);

const t = getT('en');
const labels = (canOpen: (path: string) => boolean) =>
  visibleSidebar(SIDEBAR, canOpen).map((entry) =>
    'children' in entry
      ? `${t(entry.label)}: ${entry.children.map((child) => t(child.label)).join(', ')}`
      : t(entry.label),
  );

describe('sidebarFromPages', () => {
  it('lists sidebar pages in registration order, grouping them under their heading', () => {
    expect(
      sidebarFromPages([
        { path: '/admin/a', title: 'admin.sidebar.customers', sidebar: {} },
        { path: '/admin/a/:id', title: 'admin.sidebar.customerProfile' },
        {
          path: '/admin/b',
          title: 'admin.sidebar.subscriptions',
          sidebar: { group: 'admin.sidebar.passes' },
        },
        { path: '/admin/c', title: 'admin.sidebar.payments', sidebar: {} },
        { path: '/admin/d', title: 'admin.sidebar.salesHistory', sidebar: { group: 'admin.sidebar.passes' } },
      ]),
    ).toEqual([
      { label: 'admin.sidebar.customers', to: '/admin/a' },
      {
        label: 'admin.sidebar.passes',
        children: [
          { label: 'admin.sidebar.subscriptions', to: '/admin/b' },
          { label: 'admin.sidebar.salesHistory', to: '/admin/d' },
        ],
      },
      { label: 'admin.sidebar.payments', to: '/admin/c' },
    ]);
  });
});

describe('visibleSidebar', () => {
  it('keeps every entry when everything may be opened', () => {
    expect(labels(() => true)).toEqual([
      'Customers',
      'Passes: Subscriptions, Sales History, Cancellations, Pause rule',
      'Cards: Inventory, Add Batch',
      'Payments',
      'Waitlist',
      'Gate: Gate decisions, Gate devices',
      'Checklist',
      'Plans & Items',
      'Garage details',
      'Activity',
      'Staff',
      'My account',
    ]);
  });

  it('drops links that may not be opened and headings left empty', () => {
    const allowed = new Set(['/admin/customers', '/admin/passes', '/admin/payments']);
    expect(labels((path) => allowed.has(path))).toEqual(['Customers', 'Passes: Subscriptions', 'Payments']);
  });

  it('is empty when nothing may be opened', () => {
    expect(visibleSidebar(SIDEBAR, () => false)).toEqual([]);
  });
});

describe('activeSidebarLink', () => {
  it('prefers the most specific link', () => {
    expect(activeSidebarLink(SIDEBAR, '/admin/passes/history')).toBe('/admin/passes/history');
    expect(activeSidebarLink(SIDEBAR, '/admin/passes')).toBe('/admin/passes');
    expect(activeSidebarLink(SIDEBAR, '/admin/customers/12')).toBe('/admin/customers');
    expect(activeSidebarLink(SIDEBAR, '/admin/cards/new-batch')).toBe('/admin/cards/new-batch');
  });

  it('does not match on a shared prefix that is not a path segment', () => {
    expect(activeSidebarLink(SIDEBAR, '/admin/plansx')).toBeNull();
    expect(activeSidebarLink(SIDEBAR, '/admin/unknown')).toBeNull();
  });
});
