import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Migrates (and seeds the demo data) once per run; each file copies the result.
    globalSetup: ['src/test/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each file builds its own app and database; more workers only thrash.
    maxWorkers: 2,
    // Each worker imports the app (and compiles PGlite's WebAssembly) once, not once per file: that
    // was about half of the run, and it lets a worker keep its PGlite databases (src/test/database-pool.ts).
    // Files still get their own app, database and data dir (test-app.ts); the app keeps its state on
    // the app instance (its few module-level caches hold fixed values), so nothing carries to the next file.
    isolate: false,
  },
});
