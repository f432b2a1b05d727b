// `npm run bench`: builds the API and runs every benchmark, printing one table per benchmark.
// Against PostgreSQL when BENCH_DATABASE_URL is set, otherwise the embedded PGlite.
import { execSync } from 'node:child_process';
import { table } from './lib.mjs';
import { foundationBench } from './foundation.mjs';
import { realtimeBench } from './realtime.mjs';
import { lighthouseBench } from './lighthouse.mjs';

execSync('npm run build -w @hearth/api', { stdio: 'inherit' });
const databaseUrl = process.env.BENCH_DATABASE_URL;
console.log(`\nDatabase: ${databaseUrl ? `PostgreSQL (${databaseUrl})` : 'embedded PGlite'}; ${(await import('node:os')).cpus().length} cores\n`);

console.log('Foundation: login and catalogue');
console.log(table(await foundationBench({ databaseUrl })));

console.log('\nRealtime: sockets held on one API instance, events raised through the API (embedded PGlite)');
console.log(table(await realtimeBench()));

console.log('\nPublic site: Lighthouse, mobile settings (simulated slow 4G, 4x CPU), production build with demo data');
console.log(table(await lighthouseBench()));
