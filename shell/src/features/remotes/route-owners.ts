import type { RemoteName } from './remote-names';

export type ShellScreen = 'login' | 'status';

export type RouteOwner =
  | { kind: 'remote'; remote: RemoteName; requiresLogin: boolean }
  | { kind: 'shell'; screen: ShellScreen }
  | { kind: 'not-found' };

// Which module owns each route of the specification (ARCHITECTURE.md, Modules). The remote renders
// its own <Routes> for these paths; the shell only decides whose area the path is.
const exactOwners: Record<string, RouteOwner> = {
  '/': { kind: 'remote', remote: 'signup', requiresLogin: false },
  '/checkout': { kind: 'remote', remote: 'signup', requiresLogin: false },
  '/success': { kind: 'remote', remote: 'signup', requiresLogin: false },
  '/cancel': { kind: 'remote', remote: 'signup', requiresLogin: false },
  '/payments': { kind: 'remote', remote: 'portal', requiresLogin: false },
  '/renew': { kind: 'remote', remote: 'portal', requiresLogin: false },
  '/change-card': { kind: 'remote', remote: 'portal', requiresLogin: false },
  '/lost-card': { kind: 'remote', remote: 'portal', requiresLogin: false },
  '/lost-card/checkout': { kind: 'remote', remote: 'portal', requiresLogin: false },
  '/pay': { kind: 'remote', remote: 'portal', requiresLogin: false },
  '/payment-setup': { kind: 'remote', remote: 'portal', requiresLogin: false },
  '/login': { kind: 'shell', screen: 'login' },
  '/status': { kind: 'shell', screen: 'status' },
  '/health': { kind: 'shell', screen: 'status' },
};

export function routeOwner(pathname: string): RouteOwner {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = exactOwners[path];
  if (exact) return exact;
  if (path === '/admin' || path.startsWith('/admin/')) {
    return { kind: 'remote', remote: 'admin', requiresLogin: true };
  }
  return { kind: 'not-found' };
}
