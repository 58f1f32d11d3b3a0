import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // Node 25+ defines an inert global localStorage (without --localstorage-file) that hides jsdom's,
    // so the browser's Web Storage must come from jsdom alone (vitest-dev/vitest#8757).
    execArgv: ['--no-webstorage'],
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Component files import plain global CSS; in tests those imports resolve to nothing.
    css: false,
    restoreMocks: true,
  },
});
