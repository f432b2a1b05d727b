// Lighthouse benchmark (public site issue): the home page, /services and one service page, audited
// with Lighthouse's mobile settings (simulated slow 4G, 4x CPU slowdown) in the OS Chromium against
// a production build with demo data. Reports the four category scores, LCP, TBT, CLS and the
// page's first-load JavaScript (transferred script bytes, gzip). Targets: performance and
// accessibility ≥ 95, SEO 100.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { startStack } from '../scripts/stack.mjs';

const API_PORT = 4400;
const WEB_PORT = 3400;
const PAGES = ['/', '/services', '/services/standard-house-cleaning'];
/** Lighthouse varies from run to run (more so on a busy machine): each page reports its median run. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** A build of its own (relative to apps/web), so the benchmark never replaces the one `npm start` serves. */
const DIST_DIR = 'node_modules/.cache/hearth-bench-next';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Audits one URL; the numbers a row of the table needs. */
export async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const metric = (id) => lhr.audits[id].numericValue;
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const scriptBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
    .map((a) => a.id);
  return {
    row: {
      page: new URL(url).pathname,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(metric('largest-contentful-paint')),
      'TBT ms': Math.round(metric('total-blocking-time')),
      CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
      'first-load JS (KB gzip)': (scriptBytes / 1024).toFixed(1),
    },
    failing,
  };
}

export async function lighthouseBench() {
  const apiUrl = `http://localhost:${API_PORT}`;
  // NEXT_PUBLIC_API_URL is baked into the browser bundle: build the web app for this API. A clean
  // folder also empties the data cache, whose entries would name another database's images.
  rmSync(join('apps/web', DIST_DIR), { recursive: true, force: true });
  execSync('npm run build -w @hearth/web', { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_PUBLIC_API_URL: apiUrl, NEXT_DIST_DIR: DIST_DIR } });
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-lh-'));
  const stack = startStack({
    apiPort: API_PORT,
    webPort: WEB_PORT,
    quiet: true,
    env: { HEARTH_DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'production', DATABASE_URL: '', NEXT_DIST_DIR: DIST_DIR },
  });
  let chrome;
  try {
    await stack.ready;
    const urls = PAGES.map((p) => `${stack.webUrl}${p}`);
    // Warm the server's caches (data cache, compiled routes) as a visitor after the first would find them.
    for (const url of urls) await fetch(url).then((r) => r.text());
    chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const rows = [];
    for (const url of urls) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(url, chrome.port));
      runs.sort((a, b) => a.row.performance - b.row.performance);
      const { row, failing } = runs[Math.floor(runs.length / 2)];
      rows.push({ ...row, runs: runs.map((r) => r.row.performance).join('/') });
      if (failing.length) console.log(`  ${row.page}: audits below 0.9 in the median run: ${failing.join(', ')}`);
    }
    return rows;
  } finally {
    await chrome?.kill();
    stack.stop();
    await stack.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
