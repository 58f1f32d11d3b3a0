import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { designSystemRequest } from './rspack-base';

const designSystemSrc = path.resolve(import.meta.dirname, '../design-system/src');

/** Every relative import of the state module in design-system's own code: [importing folder, request]. */
function stateModuleImports(): [string, string][] {
  const found: [string, string][] = [];
  for (const entry of readdirSync(designSystemSrc, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [, request] of source.matchAll(/from '(\.[^']*global-singleton)'/g)) {
      found.push([entry.parentPath, request as string]);
    }
  }
  return found;
}

describe('designSystemRequest', () => {
  it("sends design-system's own imports of its state module through the shared package request", () => {
    const imports = stateModuleImports();
    // session, language, toasts, dirty forms and the top bar keep their state there.
    expect(imports.length).toBeGreaterThanOrEqual(5);
    for (const [folder, request] of imports) {
      expect(designSystemRequest(folder, request)).toBe('design-system/internal/global-singleton');
    }
  });

  it('leaves every other request alone: other relative files, package requests, and code outside design-system', () => {
    const i18n = path.join(designSystemSrc, 'i18n');
    expect(designSystemRequest(i18n, './catalog')).toBeNull();
    expect(designSystemRequest(i18n, 'design-system/internal/global-singleton')).toBeNull();
    const app = path.resolve(designSystemSrc, '../../mfe-admin/src/internal');
    expect(designSystemRequest(app, './global-singleton')).toBeNull();
  });
});
