import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadAppConfig } from './features/runtime-config/app-config';
import { registerRemoteMap } from './features/remotes/remote-loader';

const config = await loadAppConfig();
registerRemoteMap(config.remotes);
createRoot(document.getElementById('root')!).render(<App />);
