import { firstViewCss, firstViewsPlugin } from '../tooling/first-views';
import { federatedApp, federationRuntimeGlobal } from '../tooling/rspack-base';
import { ADMIN_PAGES } from './src/app/admin-pages';
import { CUSTOMERS_PATH, customersFirstView } from './src/app/first-view/customers-first-view';

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

/** The stylesheets the Customers page's layout, header and search use. */
const customersCss = firstViewCss(import.meta.dirname, [
  '../design-system/src/styles/tokens.css',
  '../design-system/src/styles/base.css',
  '../design-system/src/styles/utilities.css',
  '../design-system/src/components/layout.css',
  '../design-system/src/components/field.css',
  '../design-system/src/components/button.css',
  './src/features/admin-layout/admin-layout.css',
  './src/features/customers/customers-page.css',
]);

const app = federatedApp(options);

// The app, then the MF runtime its standalone page loads first (its remoteEntry.js uses the shell's).
export default [
  {
    ...app,
    plugins: [
      ...(app.plugins ?? []),
      firstViewsPlugin(() => ({ [CUSTOMERS_PATH]: customersFirstView(customersCss) })),
    ],
  },
  federationRuntimeGlobal(options),
];
