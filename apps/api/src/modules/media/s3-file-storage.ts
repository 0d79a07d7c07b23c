import type * as AwsS3 from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './file-storage';

export interface S3StorageSettings {
  /** The service's base url, e.g. https://s3.us-east-1.amazonaws.com or a MinIO/R2 endpoint. */
  endpoint: string;
  bucket: string;
  /** The region requests are signed for (`auto` for R2). */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  requestTimeoutMs?: number;
}

type S3Sdk = typeof AwsS3;
type S3Client = AwsS3.S3Client;

/**
 * An S3-compatible bucket reached through the AWS SDK v3 with path-style urls
 * (`{endpoint}/{bucket}/{key}`), which AWS, MinIO, Ceph, R2 and the like all accept. The SDK is
 * imported on the first call, so a server on local storage never loads it (ADR 147). The bucket
 * must be private; objects are read back only through the API.
 */
export function createS3FileStorage(settings: S3StorageSettings): FileStorage {
  const timeout = settings.requestTimeoutMs ?? 30_000;
  let loading: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        forcePathStyle: true,
        // Checksum headers only where an operation requires them: the signed payload hash already
        // guards the bytes, and S3-compatible services do not all accept the CRC headers (ADR 147).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const request = async <T>(action: string, key: string, send: (sdk: S3Sdk, client: S3Client) => Promise<T>): Promise<T> => {
    assertStorageKey(key);
    const { sdk, client } = await connect();
    try {
      return await send(sdk, client);
    } catch (error) {
      if (error instanceof sdk.S3ServiceException) {
        // The error names the code (AccessDenied, NoSuchBucket…), never our data.
        throw new Error(`S3 ${action} failed with ${statusOf(error)}: ${error.name}: ${error.message}`.slice(0, 400), { cause: error });
      }
      throw error;
    }
  };
  const options = () => ({ abortSignal: AbortSignal.timeout(timeout) });

  return {
    put: (key, bytes, contentType) =>
      request('put', key, async (sdk, client) => {
        await client.send(new sdk.PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: bytes, ContentType: contentType }), options());
      }),
    get: (key) =>
      request('get', key, async (sdk, client) => {
        try {
          const object = await client.send(new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: key }), options());
          return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
        } catch (error) {
          if (isMissingObject(sdk, error)) {
            return undefined;
          }
          throw error;
        }
      }),
    delete: (key) =>
      request('delete', key, async (sdk, client) => {
        try {
          await client.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: key }), options());
        } catch (error) {
          // S3 answers 204 for a missing key; some compatible services answer 404.
          if (!isMissingObject(sdk, error)) {
            throw error;
          }
        }
      }),
  };
}

/** A 404 for the object (NoSuchKey), not for a bucket that is missing or misnamed in the settings. */
function isMissingObject(sdk: S3Sdk, error: unknown): boolean {
  return error instanceof sdk.S3ServiceException && statusOf(error) === 404 && error.name !== 'NoSuchBucket';
}

function statusOf(error: AwsS3.S3ServiceException): number | undefined {
  return error.$metadata.httpStatusCode;
}
