// The access log: one line per request, written when it is answered, with its request id, method,
// redacted URL, status and milliseconds (decision 037). Fastify's own controller writes two, one on
// arrival and one on answer, each through the full request serializer. A WebSocket upgrade never
// completes as a request, so its line is written on arrival. Fastify's other lines (errors after the
// headers went out, a closed stream) stay as they are.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './log-redaction';

const accessLine = (request: FastifyRequest, reply: FastifyReply) => ({
  method: request.method,
  url: redactUrl(request.url),
  statusCode: reply.statusCode,
  ms: Math.round(reply.elapsedTime * 10) / 10,
});

export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (request.headers.upgrade) request.log.info({ method: request.method, url: redactUrl(request.url) }, 'socket upgrade');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ ...accessLine(request, reply), err: error }, 'request errored');
    else reply.log.info(accessLine(request, reply), 'request completed');
  }
}
