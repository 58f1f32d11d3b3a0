import { afterAll } from 'vitest';
import { dropKeptDatabases } from './test-database';

// The databases a test file kept for reuse are dropped when it ends: the next file may run in an
// isolated worker (vitest.config.ts), and nothing is left on the server when the run stops.
afterAll(async () => {
  await dropKeptDatabases();
});
