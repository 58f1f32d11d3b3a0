import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './db/migrate';
import { API_PACKAGE_URL } from './package-root';

describe('package root', () => {
  it('is the api package, where the built server (dist/server.js) finds it too', () => {
    const manifest = JSON.parse(readFileSync(new URL('package.json', API_PACKAGE_URL), 'utf8'));
    expect(manifest.name).toBe('api');
    expect(fileURLToPath(new URL('dist/server.js', API_PACKAGE_URL))).toMatch(/\/api\/dist\/server\.js$/);
    expect(existsSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`)).toBe(true);
  });
});
