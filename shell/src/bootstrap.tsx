// The catalog this bundle was built with (see tooling/rspack-base.ts, ownCatalogAlias).
import 'design-system-own-catalog';
import 'design-system/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadAppConfig } from './features/remotes/app-config';
import { registerRemoteMap } from './features/remotes/remote-loader';

const config = await loadAppConfig();
registerRemoteMap(config.remotes);
createRoot(document.getElementById('root')!).render(<App remoteRoutes={config.remoteRoutes} />);
