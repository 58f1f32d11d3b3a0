import { federatedApp, federationRuntimeGlobal } from '../tooling/rspack-base';
import { ADMIN_PAGES } from './src/app/admin-pages';

const options = {
  name: 'admin',
  dir: import.meta.dirname,
  port: Number(process.env.ADMIN_PORT ?? 3003),
  exposes: { './App': './src/app.tsx' },
  // Each built page's chunk carries the name `page-<id>` (admin-pages.ts): the shell's page preloads
  // the one at the opened address. Paths with parameters are left out (the server matches exact paths).
  pageChunks: Object.fromEntries(
    ADMIN_PAGES.filter((page) => page.load && !page.path.includes(':')).map((page) => [
      page.path,
      `page-${page.id}`,
    ]),
  ),
};

// The app, then the MF runtime its standalone page loads first (its remoteEntry.js uses the shell's).
export default [federatedApp(options), federationRuntimeGlobal(options)];
