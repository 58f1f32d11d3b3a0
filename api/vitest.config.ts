import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each API test file prepares its own SQLite file; scrypt hashing makes logins slow-ish on 2 cores.
    testTimeout: 20_000,
  },
});
