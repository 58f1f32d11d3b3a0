import { defineConfig } from 'vitest/config';

// Unit tests of the root's own scripts (the static server); each package runs its own.
export default defineConfig({
  test: {
    include: ['scripts/**/*.test.ts', 'tooling/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
  },
});
