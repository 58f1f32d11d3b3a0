import { federatedApp, federationRuntimeGlobal } from '../tooling/rspack-base';

const options = {
  name: 'admin',
  dir: import.meta.dirname,
  port: Number(process.env.ADMIN_PORT ?? 3003),
  exposes: { './App': './src/app.tsx' },
};

// The app, then the MF runtime its standalone page loads first (its remoteEntry.js uses the shell's).
export default [federatedApp(options), federationRuntimeGlobal(options)];
