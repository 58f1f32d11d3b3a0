import { federatedApp } from '../tooling/rspack-base';

export default federatedApp({
  name: 'admin',
  dir: import.meta.dirname,
  port: Number(process.env.ADMIN_PORT ?? 3003),
  exposes: { './App': './src/app.tsx' },
});
