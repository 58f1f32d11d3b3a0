import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Files that replace a module with vi.mock, or open SQLite in the PostgreSQL run (db/schema.ts binds the
// tables to one engine per process), need their own module graph; every other file shares one per worker,
// since loading the app (~2-4 s of imports on a 2-core CI machine) once per file was a third of the
// suite's time. Each test builds its own app and database, so no state is shared through modules
// (docs/decisions/api-suite-speed.md).
const ownModules = [
  'src/resources/auth/attack-staff-password.test.ts',
  'src/resources/auth/login-lockout.test.ts',
  'src/db/seed.test.ts',
  'src/db/copy-to-postgres.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    // One worker per core, not vitest's cores-1: an API test spends much of its time waiting (PostgreSQL
    // round trips, scrypt on libuv's pool, timers), so on 2 cores a second worker took the PostgreSQL run
    // from 101 to 76 s and the SQLite one from 48 to 34 s over a fifth of the files.
    maxWorkers: availableParallelism(),
    // Every API answer in every test is checked against the served OpenAPI description.
    setupFiles: ['test/openapi-audit.setup.ts', 'test/postgres-databases.setup.ts'],
    // GARAGE_TEST_POSTGRES runs the suite on PostgreSQL (test/test-database.ts).
    globalSetup: ['test/postgres-template.setup.ts'],
    // Each API test file prepares its own SQLite file; scrypt hashing makes logins slow-ish on 2 cores.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ownModules,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ownModules } },
    ],
  },
});
