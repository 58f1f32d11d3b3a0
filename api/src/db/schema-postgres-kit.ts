// drizzle-kit's input for PostgreSQL (drizzle.postgres.config.ts): schema.ts's exports, its tables bound
// to their PostgreSQL twins, so both dialects' migrations come from the one definition.
import { bindTablesToPostgres } from './schema';

bindTablesToPostgres();

// biome-ignore lint/performance/noBarrelFile: drizzle-kit reads a schema file's exports; this one is only that.
export * from './schema';
