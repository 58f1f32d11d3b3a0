import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES } from '../../app/admin-pages';
import { createAdminRoutes } from './resolve-admin-route';

// The real registered pages: these tests pin SPEC section 4's rules on the list the app uses.
const {
  canOpenAdminPath,
  fallbackPathFor,
  findAdminRoute,
  refusedAdminPage,
  resolveAdminRoute,
  suggestedAdminPage,
} = createAdminRoutes(ADMIN_PAGES);

describe('findAdminRoute', () => {
  it('matches static paths before the profile pattern', () => {
    expect(findAdminRoute('/admin/passes/history')?.id).toBe('sales-history');
    expect(findAdminRoute('/admin/cards/new-batch')?.id).toBe('cards-new-batch');
    expect(findAdminRoute('/admin/customers/42')?.id).toBe('customer-profile');
    expect(findAdminRoute('/admin/customers/')?.id).toBe('customers');
  });

  it('treats the client query on the customers page as a profile view', () => {
    expect(findAdminRoute('/admin/customers', '?client=7')?.id).toBe('customer-profile');
    expect(findAdminRoute('/admin/customers', '?q=smith')?.id).toBe('customers');
  });

  it('knows no other paths', () => {
    expect(findAdminRoute('/admin/nope')).toBeNull();
    expect(findAdminRoute('/admin/plans/3')).toBeNull();
  });
});

describe('fallbackPathFor', () => {
  it('prefers customers, then checklist, else the public home page', () => {
    expect(fallbackPathFor('admin')).toBe('/admin/customers');
    expect(fallbackPathFor('ambassador')).toBe('/admin/customers');
    expect(fallbackPathFor(null)).toBe('/');
    expect(fallbackPathFor('janitor')).toBe('/');
  });
});

describe('resolveAdminRoute for admin', () => {
  const role = 'admin';

  it('sends /admin and /admin/dashboard to the checklist', () => {
    expect(resolveAdminRoute(role, '/admin')).toEqual({ kind: 'redirect', to: '/admin/checklist' });
    expect(resolveAdminRoute(role, '/admin/')).toEqual({ kind: 'redirect', to: '/admin/checklist' });
    expect(resolveAdminRoute(role, '/admin/dashboard')).toEqual({ kind: 'redirect', to: '/admin/checklist' });
  });

  it.each([
    ['/admin/customers', 'customers'],
    ['/admin/customers/5', 'customer-profile'],
    ['/admin/passes', 'passes'],
    ['/admin/passes/history', 'sales-history'],
    ['/admin/cards', 'cards'],
    ['/admin/cards/new-batch', 'cards-new-batch'],
    ['/admin/payments', 'payments'],
    ['/admin/plans', 'plans'],
    ['/admin/checklist', 'checklist'],
  ])('opens %s', (path, id) => {
    const decision = resolveAdminRoute(role, path);
    expect(decision.kind).toBe('page');
    if (decision.kind === 'page') expect(decision.route.id).toBe(id);
  });

  it('shows not-found for unknown admin paths', () => {
    expect(resolveAdminRoute(role, '/admin/whatever')).toEqual({ kind: 'not-found' });
  });
});

describe('resolveAdminRoute for ambassador', () => {
  const role = 'ambassador';

  it('sends /admin and /admin/dashboard to customers, because the checklist needs events', () => {
    expect(resolveAdminRoute(role, '/admin')).toEqual({ kind: 'redirect', to: '/admin/customers' });
    expect(resolveAdminRoute(role, '/admin/dashboard')).toEqual({ kind: 'redirect', to: '/admin/customers' });
  });

  it.each(['/admin/customers', '/admin/customers/9', '/admin/passes', '/admin/cards', '/admin/payments'])(
    'opens %s',
    (path) => {
      expect(resolveAdminRoute(role, path).kind).toBe('page');
    },
  );

  it.each(['/admin/passes/history', '/admin/cards/new-batch', '/admin/plans', '/admin/checklist'])(
    'redirects %s to customers',
    (path) => {
      expect(resolveAdminRoute(role, path)).toEqual({ kind: 'redirect', to: '/admin/customers' });
    },
  );

  it('shows not-found for unknown admin paths', () => {
    expect(resolveAdminRoute(role, '/admin/unknown/deep')).toEqual({ kind: 'not-found' });
  });
});

describe('resolveAdminRoute without a role', () => {
  it.each([
    [null, '/admin'],
    [undefined, '/admin/plans'],
    [null, '/admin/customers'],
    ['', '/admin/checklist'],
    ['janitor', '/admin/unknown'],
  ])('sends role %s at %s to the public home page', (role, path) => {
    expect(resolveAdminRoute(role, path)).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('canOpenAdminPath', () => {
  it('answers per role from the capability table', () => {
    expect(canOpenAdminPath('admin', '/admin/plans')).toBe(true);
    expect(canOpenAdminPath('ambassador', '/admin/plans')).toBe(false);
    expect(canOpenAdminPath('ambassador', '/admin/passes')).toBe(true);
    expect(canOpenAdminPath('ambassador', '/admin/passes/history')).toBe(false);
    expect(canOpenAdminPath(null, '/admin/customers')).toBe(false);
  });
});

describe('pages for every staff member', () => {
  it('opens My account to every role and Staff only to those holding staff_users', () => {
    for (const role of ['admin', 'ambassador', 'manager']) {
      expect(resolveAdminRoute(role, '/admin/account')).toEqual({
        kind: 'page',
        route: expect.objectContaining({ id: 'account' }),
      });
    }
    expect(canOpenAdminPath('admin', '/admin/staff')).toBe(true);
    expect(canOpenAdminPath('manager', '/admin/staff')).toBe(true);
    expect(canOpenAdminPath('ambassador', '/admin/staff')).toBe(false);
  });

  it('keeps a visitor without a known role out, their own account page included', () => {
    expect(canOpenAdminPath(null, '/admin/account')).toBe(false);
    expect(canOpenAdminPath('janitor', '/admin/account')).toBe(false);
    expect(resolveAdminRoute('janitor', '/admin/account')).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('refusedAdminPage', () => {
  it('names the page a role asked for and lacks', () => {
    expect(refusedAdminPage('ambassador', '/admin/passes/history')?.title).toBe('admin.sidebar.salesHistory');
    expect(refusedAdminPage('ambassador', '/admin/plans/')?.id).toBe('plans');
  });

  it('names nothing for pages the role has, aliases, unknown paths or roles with no admin page', () => {
    expect(refusedAdminPage('ambassador', '/admin/passes')).toBeNull();
    expect(refusedAdminPage('admin', '/admin/plans')).toBeNull();
    expect(refusedAdminPage('ambassador', '/admin')).toBeNull();
    expect(refusedAdminPage('ambassador', '/admin/dashboard')).toBeNull();
    expect(refusedAdminPage('ambassador', '/admin/nope')).toBeNull();
    expect(refusedAdminPage(null, '/admin/plans')).toBeNull();
    expect(refusedAdminPage('janitor', '/admin/plans')).toBeNull();
  });
});

describe('suggestedAdminPage', () => {
  it('offers a preferred page the role may open', () => {
    expect(suggestedAdminPage('admin', ['plans'])).toEqual({
      to: '/admin/plans',
      title: 'admin.sidebar.plans',
    });
  });

  it('falls back to the landing page', () => {
    expect(suggestedAdminPage('ambassador', ['plans'])).toEqual({
      to: '/admin/customers',
      title: 'admin.sidebar.customers',
    });
  });

  it('offers nothing without a role', () => {
    expect(suggestedAdminPage(null, ['plans'])).toBeNull();
  });

  it('prefers the pages built so far (those registered with their code)', () => {
    expect(suggestedAdminPage('admin')).toEqual({ to: '/admin/customers', title: 'admin.sidebar.customers' });
  });
});
