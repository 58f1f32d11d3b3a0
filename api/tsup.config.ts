import { defineConfig } from 'tsup';

// The production server as one ES module run by plain node: no tsx/esbuild loader held in memory.
// Dependencies (better-sqlite3 is native) stay in node_modules: tsup leaves `dependencies` external.
export default defineConfig({
  entry: { server: 'src/server.ts' },
  outDir: 'dist',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  clean: true,
  splitting: false,
});
