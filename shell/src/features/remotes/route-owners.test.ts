import { describe, expect, it } from 'vitest';
import { legacyRoutePrefixes } from './app-config';
import { prefixOwns, type RemoteRoutes, routeOwner } from './route-owners';

// The prefixes `pnpm start` writes into the remote map (each remote's route-prefixes.json).
const mapRoutes: RemoteRoutes = {
  signup: ['/', '/checkout', '/success', '/cancel'],
  portal: ['/payments', '/renew', '/change-card', '/lost-card', '/pay', '/payment-setup'],
  admin: ['/admin'],
};

describe('routeOwner', () => {
  it.each([
    ['/', 'signup'],
    ['/checkout', 'signup'],
    ['/success', 'signup'],
    ['/cancel', 'signup'],
    ['/payments', 'portal'],
    ['/renew', 'portal'],
    ['/change-card', 'portal'],
    ['/lost-card', 'portal'],
    ['/lost-card/checkout', 'portal'],
    ['/pay', 'portal'],
    ['/payment-setup', 'portal'],
    ['/admin', 'admin'],
    ['/admin/plans', 'admin'],
    ['/admin/customers/12', 'admin'],
  ])('gives %s to the %s remote', (path, remote) => {
    expect(routeOwner(path, mapRoutes)).toMatchObject({ kind: 'remote', remote });
  });

  it('follows the map: a prefix a remote adds is its own without a shell change', () => {
    expect(routeOwner('/gift-card', mapRoutes)).toEqual({ kind: 'not-found' });
    const withNewRoute = { ...mapRoutes, portal: [...(mapRoutes.portal ?? []), '/gift-card'] };
    expect(routeOwner('/gift-card', withNewRoute)).toMatchObject({ kind: 'remote', remote: 'portal' });
  });

  it('gives a path below a prefix to its remote, which renders it or its own not-found page', () => {
    expect(routeOwner('/checkout/extra', mapRoutes)).toMatchObject({ remote: 'signup' });
  });

  it('lets the longest matching prefix win', () => {
    const routes: RemoteRoutes = { portal: ['/lost-card'], signup: ['/lost-card/checkout'] };
    expect(routeOwner('/lost-card/checkout', routes)).toMatchObject({ remote: 'signup' });
    expect(routeOwner('/lost-card', routes)).toMatchObject({ remote: 'portal' });
  });

  it('requires login only for the admin area', () => {
    expect(routeOwner('/admin/checklist', mapRoutes)).toMatchObject({ requiresLogin: true });
    expect(routeOwner('/payments', mapRoutes)).toMatchObject({ requiresLogin: false });
  });

  it('keeps login, status and its /health alias in the shell, whatever the map claims', () => {
    const greedy: RemoteRoutes = { ...mapRoutes, portal: ['/login', '/status', '/health'] };
    expect(routeOwner('/login', greedy)).toEqual({ kind: 'shell', screen: 'login' });
    expect(routeOwner('/status', greedy)).toEqual({ kind: 'shell', screen: 'status' });
    expect(routeOwner('/health', greedy)).toEqual({ kind: 'shell', screen: 'status' });
  });

  it('ignores a trailing slash', () => {
    expect(routeOwner('/checkout/', mapRoutes)).toMatchObject({ remote: 'signup' });
  });

  it('sends unknown paths, and look-alikes of known ones, to not-found', () => {
    expect(routeOwner('/nope', mapRoutes)).toEqual({ kind: 'not-found' });
    expect(routeOwner('/administrator', mapRoutes)).toEqual({ kind: 'not-found' });
    expect(routeOwner('/payments-old', mapRoutes)).toEqual({ kind: 'not-found' });
  });

  it('owns the same paths with the prefixes kept for old maps', () => {
    for (const path of ['/', '/checkout', '/lost-card/checkout', '/admin/plans', '/nope']) {
      expect(routeOwner(path, legacyRoutePrefixes)).toEqual(routeOwner(path, mapRoutes));
    }
  });
});

describe('prefixOwns', () => {
  it('matches whole segments, and "/" only the landing page', () => {
    expect(prefixOwns('/admin', '/admin/plans')).toBe(true);
    expect(prefixOwns('/admin/', '/admin')).toBe(true);
    expect(prefixOwns('/admin', '/administrator')).toBe(false);
    expect(prefixOwns('/', '/')).toBe(true);
    expect(prefixOwns('/', '/anything')).toBe(false);
  });
});
