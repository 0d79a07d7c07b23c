import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signS3Request, type S3Credentials } from './sigv4';

export interface FakeS3Request {
  method: string;
  /** The path and query as sent, e.g. `/bucket/photos/1/a.png?x-id=GetObject`. */
  url: string;
  headers: IncomingHttpHeaders;
  status: number;
}

export interface FakeS3Server {
  /** `http://127.0.0.1:port`, for S3_ENDPOINT. */
  url: string;
  /** Objects by path (`/{bucket}/{key}`). */
  objects: Map<string, { body: Buffer; type: string }>;
  /** Every request, in order, with the status it got. */
  requests: FakeS3Request[];
  close: () => Promise<void>;
}

// S3 refuses a request signed more than 15 minutes away from its own clock.
const ALLOWED_SKEW_MS = 15 * 60_000;

/**
 * A local S3 endpoint for one bucket, answering as S3 does for path-style object requests: it
 * checks each request's SigV4 signature and payload hash (re-signing what it received with the
 * shared secret), keeps objects in memory, sends ETag and Last-Modified, and refuses with S3's
 * XML errors and statuses (NoSuchKey 404, NoSuchBucket 404, SignatureDoesNotMatch 403…).
 * Streaming (`aws-chunked`) uploads are not decoded: it answers them 501, so an adapter that
 * starts sending them fails here first.
 */
export function startFakeS3(bucket: string, credentials: S3Credentials): Promise<FakeS3Server> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const modified = new Map<string, Date>();
  const requests: FakeS3Request[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(`http://${req.headers.host}${req.url}`);
      const path = decodeURIComponent(url.pathname);
      const record = (status: number) => requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, status });
      const fail = (status: number, code: string, message: string, extra: Record<string, string> = {}) => {
        record(status);
        sendError(res, req.method === 'HEAD', status, code, message, { Resource: path, ...extra });
      };
      const refusal = checkRequest(req.method ?? '', url, req.headers, body, credentials);
      if (refusal) {
        fail(...refusal);
        return;
      }
      const [, bucketName = '', ...keyParts] = path.split('/');
      const key = keyParts.join('/');
      if (bucketName !== bucket) {
        fail(404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: bucketName });
        return;
      }
      if (!key) {
        fail(501, 'NotImplemented', 'The fake answers object requests only.');
        return;
      }
      const object = objects.get(path);
      const objectHeaders = (stored: { body: Buffer; type: string }) => ({
        'content-type': stored.type,
        'content-length': String(stored.body.length),
        etag: etagOf(stored.body),
        'last-modified': (modified.get(path) ?? new Date()).toUTCString(),
      });
      if (req.method === 'PUT') {
        const stored = { body, type: String(req.headers['content-type'] ?? 'binary/octet-stream') };
        objects.set(path, stored);
        modified.set(path, new Date());
        record(200);
        res.writeHead(200, { ...requestIdHeaders(), etag: etagOf(body), 'content-length': '0' }).end();
      } else if (req.method === 'GET' || req.method === 'HEAD') {
        if (!object) {
          fail(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
          return;
        }
        record(200);
        res.writeHead(200, { ...requestIdHeaders(), ...objectHeaders(object) }).end(req.method === 'GET' ? object.body : undefined);
      } else if (req.method === 'DELETE') {
        // S3 answers a missing key as a removed one.
        objects.delete(path);
        modified.delete(path);
        record(204);
        res.writeHead(204, requestIdHeaders()).end();
      } else {
        fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', { Method: req.method ?? '' });
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        objects,
        requests,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

type Refusal = [status: number, code: string, message: string];

/** What S3 would refuse about the request's authentication, as status, code and message; undefined when it is sound. */
function checkRequest(method: string, url: URL, headers: IncomingHttpHeaders, body: Buffer, credentials: S3Credentials): Refusal | undefined {
  const auth = String(headers.authorization ?? '');
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!match) {
    return [403, 'AccessDenied', 'Access Denied'];
  }
  const [, accessKeyId, , region, signedNames = ''] = match;
  if (accessKeyId !== credentials.accessKeyId) {
    return [403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'];
  }
  if (region !== credentials.region) {
    return [400, 'AuthorizationHeaderMalformed', `The authorization header is malformed; the region '${region}' is wrong; expecting '${credentials.region}'`];
  }
  const amzDate = String(headers['x-amz-date'] ?? '');
  const when = new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
  if (Number.isNaN(when.getTime()) || Math.abs(Date.now() - when.getTime()) > ALLOWED_SKEW_MS) {
    return [403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.'];
  }
  const payloadHash = String(headers['x-amz-content-sha256'] ?? '');
  if (payloadHash.startsWith('STREAMING-')) {
    return [501, 'NotImplemented', 'The fake does not decode aws-chunked uploads.'];
  }
  const signed = signedNames.split(';');
  const extra = Object.fromEntries(
    signed.filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name)).map((name) => [name, String(headers[name] ?? '')]),
  );
  const expected = signS3Request({ method, url, headers: extra, payloadHash }, credentials, when).authorization;
  if (!signed.includes('host') || auth.replace(/, /g, ',') !== expected?.replace(/, /g, ',')) {
    return [403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.'];
  }
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
    return [400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed."];
  }
  return undefined;
}

function etagOf(body: Buffer): string {
  return `"${createHash('md5').update(body).digest('hex')}"`;
}

function requestIdHeaders(): Record<string, string> {
  return { 'x-amz-request-id': randomBytes(8).toString('hex').toUpperCase(), 'x-amz-id-2': randomBytes(24).toString('base64') };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** S3's error document; a HEAD answer carries the status only, as S3's does. */
function sendError(res: ServerResponse, isHead: boolean, status: number, code: string, message: string, fields: Record<string, string>): void {
  const ids = requestIdHeaders();
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error>',
    `<Code>${code}</Code><Message>${escapeXml(message)}</Message>`,
    ...Object.entries(fields).map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`),
    `<RequestId>${ids['x-amz-request-id']}</RequestId><HostId>${ids['x-amz-id-2']}</HostId></Error>`,
  ].join('');
  res.writeHead(status, { ...ids, 'content-type': 'application/xml' }).end(isHead ? undefined : xml);
}
