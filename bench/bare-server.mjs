// The ceiling for this machine: a bare Fastify route answering a fixed JSON body, no plugins.
import Fastify from 'fastify';

const body = process.env.BARE_BODY ?? '{"success":true}';
const app = Fastify({ logger: false });
app.get('/bare', (_req, reply) => reply.type('application/json').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
