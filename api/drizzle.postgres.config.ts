import { defineConfig } from 'drizzle-kit';

// PostgreSQL's migrations, generated from the same schema.ts as SQLite's (docs/decisions/postgresql-engine.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-postgres-kit.ts',
  out: './drizzle-postgres',
});
