import { federatedApp } from '../tooling/rspack-base';

export default federatedApp({
  name: 'signup',
  dir: import.meta.dirname,
  port: Number(process.env.SIGNUP_PORT ?? 3001),
  exposes: { './App': './src/app.tsx' },
});
