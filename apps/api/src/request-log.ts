import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request, written when the answer has gone: method, path and host (the `req`
 * serializer of logging.ts, never the query, body or cookies), status and milliseconds. Fastify's
 * own pair (a line as the request arrives, another as it ends, which did not say which request it
 * closed) doubled the volume: a load test of 100,000 requests wrote some 35 MB (ADR 076).
 */
export class RequestLogController extends LogController {
  constructor() {
    // The request's id is its trace id (app.ts's genReqId): each line of the request carries it (ADR 156).
    super({ requestIdLogLabel: 'traceId' });
  }

  override incomingRequest(): void {
    // The one line is written on completion, when the status and time are known.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) {
      return;
    }
    const line = { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
    } else {
      reply.log.info(line, 'request');
    }
  }
}
