import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  /** `http://127.0.0.1:port`. */
  url: string;
  close: () => Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * An HTTP server for a vendor's fake on a free loopback port: `answer` gets each request with its
 * whole body as text; an answer that throws becomes a 500 with the error, as a broken server's would.
 */
export async function startLoopbackServer(
  answer: (request: IncomingMessage, response: ServerResponse, body: string) => unknown,
): Promise<LoopbackServer> {
  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => answer(request, response, body))
      .catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
