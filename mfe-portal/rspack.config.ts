import { firstViewCss, firstViewsPlugin } from '../tooling/first-views';
import { federatedApp, federationRuntimeGlobal } from '../tooling/rspack-base';
import { paymentsFirstView } from './src/app/first-view/payments-first-view';

const options = {
  name: 'portal',
  dir: import.meta.dirname,
  port: Number(process.env.PORTAL_PORT ?? 3002),
  exposes: { './App': './src/app.tsx' },
  // The page with a first view: its chunk (named in app.tsx) is preloaded by the shell's page, so the
  // portal's first render, which waits for it, comes sooner.
  pageChunks: { '/payments': 'page-payments' },
};

/** The stylesheets the sign-in's header and form use. */
const css = firstViewCss(import.meta.dirname, [
  '../design-system/src/styles/tokens.css',
  '../design-system/src/styles/base.css',
  '../design-system/src/styles/utilities.css',
  '../design-system/src/components/layout.css',
  '../design-system/src/components/field.css',
  '../design-system/src/components/button.css',
]);

const app = federatedApp(options);

// The app, then the MF runtime its standalone page loads first (its remoteEntry.js uses the shell's).
export default [
  {
    ...app,
    plugins: [...(app.plugins ?? []), firstViewsPlugin(() => ({ '/payments': paymentsFirstView(css) }))],
  },
  federationRuntimeGlobal(options),
];
