// Starts the API: config, database + migrations, optional demo data, listen, graceful shutdown.
import { loadConfig } from './config';
import { buildApp } from './app';
import { seedDemoData } from './db/seed/demo';
import { backfillSinFingerprints } from './modules/providers';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  if (config.seedDemo) {
    const accounts = await seedDemoData(app.ctx);
    console.log(['', 'Demo accounts (email / password):', ...accounts.map((a) => `  ${a.role.padEnd(16)} ${a.email} / ${a.password}`), ''].join('\n'));
  }
  // Rows saved before SIN fingerprints existed get theirs before any approval can look for duplicates.
  const fingerprinted = await backfillSinFingerprints(app.ctx);
  if (fingerprinted) app.log.info({ providers: fingerprinted }, 'SIN fingerprints backfilled');
  await app.listen({ host: config.host, port: config.port });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Not ready from now on, while still serving: load balancers that probe readiness route away
    // during the drain, so nothing new arrives once the listener closes.
    app.readiness.beginShutdown();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: not ready, finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000).unref();
    try {
      if (config.shutdownDrainMs) await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
      // 1001 "going away": clients reconnect at once, through the load balancer to another instance.
      for (const socket of app.websocketServer.clients) socket.close(1001, 'Server shutting down');
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
