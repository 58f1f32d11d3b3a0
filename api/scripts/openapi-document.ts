// `pnpm --filter api openapi <file>`: writes the API's OpenAPI description, exactly as the running API
// serves it at /api/openapi.json, to a file: for `redocly lint` (pnpm lint) and for teams generating a
// client. The app is built over a throwaway data folder with the offline providers; nothing is served.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { closeDatabase } from '../src/db/open-database';
import { prepareDatabase } from '../src/prepare-database';

const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: tsx scripts/openapi-document.ts <output.json>\n');
  process.exit(2);
}
const dataDir = mkdtempSync(resolve(tmpdir(), 'garage-openapi-'));
try {
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    ADMIN_PASSWORD: 'unused-admin-password',
    AMBASSADOR_PASSWORD: 'unused-ambassador-password',
  });
  const db = await prepareDatabase(config, () => {});
  const app = createApp({ db, config, log: () => {} });
  const response = await app.request('/api/openapi.json');
  if (response.status !== 200) throw new Error(`GET /api/openapi.json answered ${response.status}`);
  const document = await response.json();
  await closeDatabase(db);
  mkdirSync(dirname(resolve(target)), { recursive: true });
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  process.stdout.write(`OpenAPI description written to ${target}\n`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
