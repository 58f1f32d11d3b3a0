import { loadRemoteApp } from './remote-loader';
import { type RemoteRoutes, routeOwner } from './route-owners';

/**
 * Starts loading the remote that owns the opened address while the shell itself still starts (its
 * text, its first render): the remote's code then runs beside the shell's instead of after it, one
 * step less before the page shows. A staff area starts only for a signed-in visitor, the same rule
 * the shell's router applies; anyone else is sent to /login without it.
 */
export function startOpenedRemote(pathname: string, remoteRoutes: RemoteRoutes, signedIn: boolean): void {
  const owner = routeOwner(pathname, remoteRoutes);
  if (owner.kind !== 'remote' || (owner.requiresLogin && !signedIn)) return;
  // A failure is the area's to show: its own load starts again and reports it.
  loadRemoteApp(owner.remote).catch(() => {});
}
