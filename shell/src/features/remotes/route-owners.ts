import type { RemoteName } from './remote-names';

export type ShellScreen = 'login' | 'set-password' | 'status';

export type RouteOwner =
  | { kind: 'remote'; remote: RemoteName; requiresLogin: boolean }
  | { kind: 'shell'; screen: ShellScreen }
  | { kind: 'not-found' };

/** The path prefixes each remote owns, as the run-time remote map names them. */
export type RemoteRoutes = Partial<Record<RemoteName, readonly string[]>>;

// The shell's own screens come first: no entry in the remote map can take over the login page.
const shellScreens: Record<string, ShellScreen> = {
  '/login': 'login',
  // An invite's or a reset's link: the person is not signed in yet.
  '/login/set-password': 'set-password',
  '/status': 'status',
  '/health': 'status',
};

/** The paths the shell keeps for itself, whatever the map says. */
export const shellScreenPaths: readonly string[] = Object.keys(shellScreens);

// Staff areas are gated by the shell before their code is even fetched; that is the shell's policy,
// not deploy configuration, so it is not read from the map.
const staffOnly: ReadonlySet<RemoteName> = new Set(['admin']);

/**
 * Whether `prefix` owns `path`: the path itself or anything below it, by whole segments
 * (`/admin` owns `/admin/plans`, not `/administrator`). `/` owns only the landing page, or it would
 * swallow every unknown path.
 */
export function prefixOwns(prefix: string, path: string): boolean {
  const base = prefix.length > 1 ? prefix.replace(/\/+$/, '') : prefix;
  if (base === '/') return path === '/';
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Whose area a path is. Remotes own path prefixes listed in the run-time map, so a remote can add a
 * route without a shell deploy; the remote's own <Routes> then renders it (or its not-found page).
 * When two prefixes match, the longest wins.
 */
export function routeOwner(pathname: string, remoteRoutes: RemoteRoutes): RouteOwner {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const screen = shellScreens[path];
  if (screen) return { kind: 'shell', screen };
  let best: { remote: RemoteName; length: number } | null = null;
  for (const [remote, prefixes] of Object.entries(remoteRoutes) as [RemoteName, readonly string[]][]) {
    for (const prefix of prefixes) {
      if (prefixOwns(prefix, path) && (!best || prefix.length > best.length)) {
        best = { remote, length: prefix.length };
      }
    }
  }
  if (!best) return { kind: 'not-found' };
  return { kind: 'remote', remote: best.remote, requiresLogin: staffOnly.has(best.remote) };
}
