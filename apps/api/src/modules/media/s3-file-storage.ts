import { assertStorageKey, type FileStorage } from './file-storage';
import { sha256Hex, signS3Request, type S3Credentials } from './s3-signature';

export interface S3StorageSettings extends S3Credentials {
  /** The service's base url, e.g. https://s3.us-east-1.amazonaws.com or a MinIO/R2 endpoint. */
  endpoint: string;
  bucket: string;
  requestTimeoutMs?: number;
}

/**
 * An S3-compatible bucket reached with path-style urls (`{endpoint}/{bucket}/{key}`), which AWS,
 * MinIO, Ceph, R2 and the like all accept. Requests are signed with SigV4 over fetch, so no SDK is
 * bundled. The bucket must be private; objects are read back only through the API.
 */
export function createS3FileStorage(settings: S3StorageSettings): FileStorage {
  const base = settings.endpoint.replace(/\/+$/, '');
  const timeout = settings.requestTimeoutMs ?? 30_000;
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return new URL(`${base}/${encodeURIComponent(settings.bucket)}/${key}`);
  };
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) => {
    const url = urlOf(key);
    const headers = signS3Request(
      { method, url, headers: contentType ? { 'content-type': contentType } : {}, payloadHash: sha256Hex(body ?? '') },
      settings,
    );
    return fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined, signal: AbortSignal.timeout(timeout) });
  };
  const fail = async (response: Response, action: string): Promise<never> => {
    // The body of an S3 error names the code (AccessDenied, NoSuchBucket…), never our data.
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${action} failed with ${response.status}: ${detail}`);
  };

  return {
    put: async (key, bytes, contentType) => {
      const response = await send('PUT', key, bytes, contentType);
      if (!response.ok) {
        await fail(response, 'put');
      }
      await response.arrayBuffer();
    },
    get: async (key) => {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return undefined;
      }
      if (!response.ok) {
        return fail(response, 'get');
      }
      return Buffer.from(await response.arrayBuffer());
    },
    delete: async (key) => {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) {
        await fail(response, 'delete');
      }
      await response.arrayBuffer();
    },
  };
}
