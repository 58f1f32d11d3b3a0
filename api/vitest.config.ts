import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Every API answer in every test is checked against the served OpenAPI description.
    setupFiles: ['test/openapi-audit.setup.ts', 'test/postgres-databases.setup.ts'],
    // GARAGE_TEST_POSTGRES runs the suite on PostgreSQL (test/test-database.ts).
    globalSetup: ['test/postgres-template.setup.ts'],
    // Each API test file prepares its own SQLite file; scrypt hashing makes logins slow-ish on 2 cores.
    testTimeout: 20_000,
  },
});
