// The text this bundle was built with (see ./catalog.ts).
import './catalog';
import 'design-system/styles.css';
import { catalogsReady, getLanguage } from 'design-system/i18n/language';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadAppConfig } from './features/remotes/app-config';
import { nextTask } from './features/remotes/next-task';
import { registerRemoteMap } from './features/remotes/remote-loader';

// The current language's text loads alongside the remote map, so the first paint never shows raw keys.
const [config] = await Promise.all([loadAppConfig(), catalogsReady(getLanguage())]);
registerRemoteMap(config.remotes);
await nextTask();
// A transition: React renders the first screen in ~5 ms slices instead of one long task, so a tap
// during the first render is answered (the inlined first view is on screen meanwhile).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <App remoteRoutes={config.remoteRoutes} remotes={config.remotes} />,
  );
});
