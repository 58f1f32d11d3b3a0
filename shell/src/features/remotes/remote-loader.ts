import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { loadAppConfig } from './app-config';
import { nextTask } from './next-task';
import { exposedApp, type RemoteName, remoteNames } from './remote-names';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`The ${remote} module could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

type RemoteAppModule = { default: ComponentType };

function register(remotes: Partial<Record<RemoteName, string>>) {
  const entries = Object.entries(remotes).map(([name, entry]) => ({ name, entry }));
  // force: a retry after a failure, or a changed URL, must not reuse the failed container.
  registerRemotes(entries, { force: true });
}

export function registerRemoteMap(remotes: Partial<Record<RemoteName, string>>) {
  registerPlugins([
    {
      name: 'garage-remote-unavailable',
      // A manifest or entry that fails to load becomes a typed error the shell's boundary renders as
      // "this area is unavailable", instead of an unhandled runtime error that could blank the page.
      errorLoadRemote({ id, error }) {
        const remote = remoteNames.find((name) => id === name || id.startsWith(`${name}/`));
        // Not one of ours (a shared module, say): let the runtime report it as it would.
        if (!remote) return undefined;
        throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error);
      },
      // Evaluating remoteEntry.js and initialising its share scope, then running the exposed module's
      // code, would otherwise be one long task with the script's load event: each starts a new task.
      afterInitRemote: nextTask,
      beforeExecuteFactory: nextTask,
    },
  ]);
  register(remotes);
}

// One load per remote, shared by the boot's early start (opened-remote.ts) and the area's lazy
// component; a failed load is forgotten, so the area's retry tries again.
const loads = new Map<RemoteName, Promise<RemoteAppModule>>();

export function loadRemoteApp(remote: RemoteName): Promise<RemoteAppModule> {
  const started = loads.get(remote);
  if (started) return started;
  const load = importRemoteApp(remote);
  loads.set(remote, load);
  load.catch(() => {
    if (loads.get(remote) === load) loads.delete(remote);
  });
  return load;
}

async function importRemoteApp(remote: RemoteName): Promise<RemoteAppModule> {
  try {
    const loaded = await loadRemote<RemoteAppModule>(`${remote}/${exposedApp}`);
    if (!loaded || typeof loaded.default !== 'function') throw new Error('App is not exposed');
    return loaded;
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error);
  }
}

/** Re-reads the remote map so a retry picks up a remote that was redeployed meanwhile. */
export async function refreshRemote(remote: RemoteName): Promise<void> {
  loads.delete(remote);
  const config = await loadAppConfig();
  const url = config.remotes[remote];
  if (url) register({ [remote]: url });
}
