import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** One leaf part of an email (the whole email when it is not multipart), decoded. */
export interface ReceivedPart {
  contentType: string;
  content: string;
}

/** One email as the server took it: the envelope, the headers and the decoded text. */
export interface ReceivedEmail {
  envelopeTo: string[];
  /** The user the client signed in as, if it did. */
  user: string | undefined;
  headers: Record<string, string>;
  /** The body as sent, each part's content decoded (a multipart body keeps its parts' headers). */
  text: string;
  parts: ReceivedPart[];
}

export interface SmtpTestServer {
  /** `smtp://127.0.0.1:port`, for SMTP_URL. */
  url: string;
  received: ReceivedEmail[];
  /** How many times a client reached DATA (taken or refused). */
  dataCount: () => number;
  /** Refuses the next `count` emails with `code`, at RCPT TO or at the end of DATA. */
  refuseNext: (count: number, code: number, stage: 'rcpt' | 'data') => void;
  /** Holds the answer to DATA until the returned function is called (to keep a send in flight). */
  holdAnswers: () => () => void;
  close: () => Promise<void>;
}

export const SMTP_TEST_USER = 'teleskin-mailer';
export const SMTP_TEST_PASSWORD = 'relay-password-1234';

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'quoted-printable') {
    return body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  if (encoding === 'base64') {
    return Buffer.from(body, 'base64').toString('utf8');
  }
  return body;
}

/** A body decoded part by part: multipart bodies keep their boundaries and part headers. */
function decodeEntity(headers: Record<string, string>, body: string, parts: ReceivedPart[]): string {
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!contentType.startsWith('multipart/') || !boundary) {
    const content = decodeBody(body, headers['content-transfer-encoding']);
    parts.push({ contentType, content });
    return content;
  }
  const decoded = body.split(`--${boundary}`).map((chunk) => {
    const split = chunk.indexOf('\r\n\r\n');
    if (chunk.startsWith('--') || split < 0) {
      return chunk;
    }
    // The line break before a boundary belongs to the boundary (RFC 2046), not to the part.
    const partBody = chunk.slice(split + 4);
    const ending = partBody.endsWith('\r\n') ? '\r\n' : '';
    const partHeaders = parseHeaders(chunk.slice(0, split).replace(/^\r\n/, ''));
    return chunk.slice(0, split + 4) + decodeEntity(partHeaders, partBody.slice(0, partBody.length - ending.length), parts) + ending;
  });
  return decoded.join(`--${boundary}`);
}

/**
 * A local SMTP relay (the `smtp-server` package) on a free port, for the SMTP adapter's tests. It
 * offers no STARTTLS, so it stands for a relay that would take mail in clear text, and accepts
 * SMTP_TEST_USER's sign-in without TLS.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedEmail[] = [];
  let refusals: { count: number; code: number; stage: 'rcpt' | 'data' } = { count: 0, code: 0, stage: 'data' };
  let held: Promise<void> = Promise.resolve();
  let dataCount = 0;
  const refusal = (stage: 'rcpt' | 'data'): Error | null => {
    if (refusals.count === 0 || refusals.stage !== stage) {
      return null;
    }
    refusals.count -= 1;
    return Object.assign(new Error('Refused by the test relay'), { responseCode: refusals.code });
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 200,
    onAuth: (auth, _session, callback) => {
      const isValid = auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASSWORD;
      callback(isValid ? null : new Error('Invalid credentials'), isValid ? { user: auth.username } : undefined);
    },
    onRcptTo: (_address, _session, callback) => callback(refusal('rcpt')),
    onData: (stream: SMTPServerDataStream, session, callback) => {
      dataCount += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void held.then(() => {
          const error = refusal('data');
          if (!error) {
            const raw = Buffer.concat(chunks).toString('utf8');
            const split = raw.indexOf('\r\n\r\n');
            const headers = parseHeaders(raw.slice(0, split));
            const parts: ReceivedPart[] = [];
            const text = decodeEntity(headers, raw.slice(split + 4), parts);
            received.push({
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              user: typeof session.user === 'string' ? session.user : undefined,
              headers,
              text,
              parts,
            });
          }
          callback(error);
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    dataCount: () => dataCount,
    refuseNext: (count, code, stage) => {
      refusals = { count, code, stage };
    },
    holdAnswers: () => {
      let release = () => undefined as void;
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => release();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
