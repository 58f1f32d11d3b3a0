import { startStaticServer } from './lib/static-server';
await startStaticServer({ root: '/work/main/mfe-signup/dist', port: 4555, apiOrigin: 'http://127.0.0.1:1' });
setTimeout(() => process.exit(0), 120_000);
