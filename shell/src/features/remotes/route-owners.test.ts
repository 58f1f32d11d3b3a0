import { describe, expect, it } from 'vitest';
import { routeOwner } from './route-owners';

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
    expect(routeOwner(path)).toMatchObject({ kind: 'remote', remote });
  });

  it('requires login only for the admin area', () => {
    expect(routeOwner('/admin/checklist')).toMatchObject({ requiresLogin: true });
    expect(routeOwner('/payments')).toMatchObject({ requiresLogin: false });
  });

  it('keeps login, status and its /health alias in the shell', () => {
    expect(routeOwner('/login')).toEqual({ kind: 'shell', screen: 'login' });
    expect(routeOwner('/status')).toEqual({ kind: 'shell', screen: 'status' });
    expect(routeOwner('/health')).toEqual({ kind: 'shell', screen: 'status' });
  });

  it('ignores a trailing slash', () => {
    expect(routeOwner('/checkout/')).toMatchObject({ remote: 'signup' });
  });

  it('sends unknown paths, and look-alikes of known ones, to not-found', () => {
    expect(routeOwner('/nope')).toEqual({ kind: 'not-found' });
    expect(routeOwner('/administrator')).toEqual({ kind: 'not-found' });
    expect(routeOwner('/checkout/extra')).toEqual({ kind: 'not-found' });
  });
});
