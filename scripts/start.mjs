// `npm start`: production build, then the API (migrations + idempotent demo data on the embedded
// database under ./data) on :4000 and the web app on :3000.
import { run, startStack } from './stack.mjs';

const apiPort = Number(process.env.PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 3000);

await run('npm', ['run', 'build'], { env: { ...process.env, NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL ?? `http://localhost:${apiPort}` } });
const stack = startStack({ apiPort, webPort, env: { SEED_DEMO: process.env.SEED_DEMO ?? 'true', NODE_ENV: 'production' } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, stack.stop);
try {
  await stack.ready;
  console.log(`\nHearth is running:\n  web  ${stack.webUrl}\n  API  ${stack.apiUrl}  (health: ${stack.apiUrl}/api/health)\n  dev mailbox  ${stack.webUrl}/dev/mailbox\nPress Ctrl+C to stop.\n`);
} catch (err) {
  console.error(err.message);
  stack.stop();
}
process.exitCode = await stack.exited;
