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
  },
});
