import { federatedApp } from '../tooling/rspack-base';

export default federatedApp({
  name: 'portal',
  dir: import.meta.dirname,
  port: Number(process.env.PORTAL_PORT ?? 3002),
  exposes: { './App': './src/app.tsx' },
});
