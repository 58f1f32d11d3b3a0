// The text this bundle was built with (see ./catalog.ts).
import './catalog';
import 'design-system/styles.css';
import { catalogsReady, getLanguage } from 'design-system/i18n/language';
import { getSession } from 'design-system/session/session';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadAppConfig } from './features/remotes/app-config';
import { nextTask } from './features/remotes/next-task';
import { startOpenedRemote } from './features/remotes/opened-remote';
import { registerRemoteMap } from './features/remotes/remote-loader';

// The current language's text loads alongside the remote map and the opened page's remote, so the
// first paint never shows raw keys and the remote does not wait for the shell's first render.
const catalogs = catalogsReady(getLanguage());
const config = await loadAppConfig();
registerRemoteMap(config.remotes);
startOpenedRemote(location.pathname, config.remoteRoutes, Boolean(getSession().role));
await catalogs;
await nextTask();
// A transition: React renders the first screen in ~5 ms slices instead of one long task, so a tap
// during the first render is answered (the inlined first view is on screen meanwhile).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <App remoteRoutes={config.remoteRoutes} remotes={config.remotes} />,
  );
});
