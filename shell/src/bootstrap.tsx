// The text this bundle was built with (see ./catalog.ts).
import './catalog';
import 'design-system/styles.css';
import { catalogsReady, getLanguage } from 'design-system/i18n/language';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadAppConfig } from './features/remotes/app-config';
import { registerRemoteMap } from './features/remotes/remote-loader';

// The current language's text loads alongside the remote map, so the first paint never shows raw keys.
const [config] = await Promise.all([loadAppConfig(), catalogsReady(getLanguage())]);
registerRemoteMap(config.remotes);
createRoot(document.getElementById('root')!).render(
  <App remoteRoutes={config.remoteRoutes} remotes={config.remotes} />,
);
