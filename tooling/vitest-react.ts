// One test recipe for every React package: jsdom, jest-dom matchers, build-time globals defined.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Test files that replace a module (`vi.mock`, `vi.doMock`) or reload them (`vi.resetModules`): they need
 * a module graph of their own, since a module another file already loaded would not be replaced.
 */
function filesThatReplaceModules(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        /\.test\.tsx?$/.test(entry.name) &&
        /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(full, 'utf8'))
      )
        found.push(path.relative(dir, full));
    }
  };
  walk(path.join(dir, 'src'));
  return found;
}

export function reactTestConfig(dir: string) {
  const ownModules = filesThatReplaceModules(dir);
  return defineConfig({
    root: dir,
    define: { __APP_VERSION__: JSON.stringify('test-build') },
    resolve: {
      alias: {
        'design-system-own-catalog': path.resolve(
          import.meta.dirname,
          '../design-system/src/i18n/own-catalog.ts',
        ),
      },
    },
    oxc: { jsx: { runtime: 'automatic' } },
    test: {
      environment: 'jsdom',
      // Node 25+ defines an inert global localStorage (without --localstorage-file) that hides jsdom's,
      // so the browser's Web Storage must come from jsdom alone (vitest-dev/vitest#8757).
      execArgv: ['--no-webstorage'],
      globals: true,
      // A package's own test/setup.ts (registering its text, say) runs after the shared one.
      setupFiles: [
        path.resolve(import.meta.dirname, 'vitest-setup.ts'),
        ...[path.resolve(dir, 'test/setup.ts')].filter((file) => existsSync(file)),
      ],
      css: false,
      // A ceiling, not a timing check: whole-form flows driven by user-event take seconds when every
      // package's tests share a loaded 2-core CI machine.
      testTimeout: 30_000,
      restoreMocks: true,
      // Most files share one jsdom window and module graph per worker: a fresh window, React and the
      // catalogs for each of ~150 files were three quarters of the front ends' test time (mfe-admin:
      // 108 s to 41 s). vitest-setup.ts puts back what a file may leave behind
      // (docs/decisions/front-end-tests-share-a-window.md).
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ownModules,
            isolate: false,
          },
        },
        ...(ownModules.length > 0
          ? [{ extends: true as const, test: { name: 'isolated', include: ownModules } }]
          : []),
      ],
    },
  });
}
