// Playwright journeys (e2e/*.spec.ts) against a running stack: scripts/e2e.mjs builds and starts
// the API and web app on spare ports and passes their URLs in PLAYWRIGHT_BASE_URL and API_URL.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.PLAYWRIGHT_BASE_URL ?? 'http://localhost:3000',
    // The OS Chromium: Playwright's own browser download is not available here.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
