import { federatedApp } from '../tooling/rspack-base';

const config = federatedApp({
  name: 'shell',
  dir: import.meta.dirname,
  port: Number(process.env.SHELL_PORT ?? 3000),
});

// In dev the remote map comes from public/app-config.json; `pnpm start` serves a generated one.
export default { ...config, devServer: { ...config.devServer, static: { directory: 'public' } } };
