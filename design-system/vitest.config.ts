import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Component files import plain global CSS; in tests those imports resolve to nothing.
    css: false,
    restoreMocks: true,
  },
});
