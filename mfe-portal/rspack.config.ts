import { federatedApp, federationRuntimeGlobal } from '../tooling/rspack-base';

const options = {
  name: 'portal',
  dir: import.meta.dirname,
  port: Number(process.env.PORTAL_PORT ?? 3002),
  exposes: { './App': './src/app.tsx' },
};

// The app, then the MF runtime its standalone page loads first (its remoteEntry.js uses the shell's).
export default [federatedApp(options), federationRuntimeGlobal(options)];
