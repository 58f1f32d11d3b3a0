import { afterAll } from 'vitest';
import { dropKeptDatabases } from './test-database';

// Each test file has its own modules, so the databases one file kept for reuse are dropped when it ends.
afterAll(async () => {
  await dropKeptDatabases();
});
