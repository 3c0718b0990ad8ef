import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST as the gateway received it. */
export interface ReceivedSms {
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export interface TestSmsGateway {
  url: string;
  /** What the gateway accepted (2xx), in order. */
  received: ReceivedSms[];
  /** Answers every SMS with this status and body (a gateway with a problem), or accepts again (null). */
  refuse(answer: { status: number; body: string } | null): void;
  close(): Promise<void>;
}

/** A real HTTP server on a free local port acting as the SMS gateway, for the delivery tests. */
export async function startTestSmsGateway(): Promise<TestSmsGateway> {
  const received: ReceivedSms[] = [];
  let refusal: { status: number; body: string } | null = null;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (refusal) {
        response.writeHead(refusal.status, { 'content-type': 'application/json' }).end(refusal.body);
        return;
      }
      received.push({
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"status":"accepted"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    received,
    refuse: (answer) => {
      refusal = answer;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
