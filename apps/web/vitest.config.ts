import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**'],
    // Each file gets a fresh worker and its own jsdom (isolation kept: files mock different modules).
    // Worker threads start cheaper than forked processes. Vitest's default of one worker per core
    // but one leaves a two-core machine (CI) running the files one at a time; the main process
    // mostly waits once the first files are transformed, so every core gets a worker.
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Processed by Vite so that a test's vi.mock('next/navigation') also reaches next-intl's locale-aware router.
    server: { deps: { inline: ['next-intl', 'use-intl'] } },
  },
});
