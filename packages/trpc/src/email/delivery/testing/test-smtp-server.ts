import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  url: string;
  /** What the server accepted, in order: envelope recipients and the parsed message. */
  received: { to: string[]; mail: ParsedMail }[];
  /** Refuses every message with this answer (451, as a server with a passing problem), or accepts again (null). */
  refuse(reason: string | null): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port, without TLS or authentication, for the delivery tests. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: TestSmtpServer['received'] = [];
  let refusal: string | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      simpleParser(stream).then(
        (mail) => {
          if (refusal) return callback(Object.assign(new Error(refusal), { responseCode: 451 }));
          received.push({ to, mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (reason) => {
      refusal = reason;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
