// One test recipe for every React package: jsdom, jest-dom matchers, build-time globals defined.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export function reactTestConfig(dir: string) {
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
      include: ['src/**/*.test.{ts,tsx}'],
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
    },
  });
}
