// Starts the API: config, database + migrations, optional demo data, listen, graceful shutdown.
import { loadConfig } from './config';
import { buildApp } from './app';
import { seedDemoData } from './db/seed/demo';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  if (config.seedDemo) {
    const accounts = await seedDemoData(app.ctx);
    console.log(['', 'Demo accounts (email / password):', ...accounts.map((a) => `  ${a.role.padEnd(16)} ${a.email} / ${a.password}`), ''].join('\n'));
  }
  await app.listen({ host: config.host, port: config.port });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
