// The ceiling for this machine: bare Fastify routes answering fixed JSON bodies, no plugins.
// BARE_BODIES maps paths to bodies (bench/routes.mjs); otherwise GET /bare answers BARE_BODY.
import Fastify from 'fastify';

const bodies = process.env.BARE_BODIES ? JSON.parse(process.env.BARE_BODIES) : { '/bare': process.env.BARE_BODY ?? '{"success":true}' };
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(bodies)) app.get(path, (_req, reply) => reply.type('application/json').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
