import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../env';
import { createS3FileStorage } from './s3-file-storage';
import { createFileStorageFromEnv } from './storage-from-env';

// Counts the loads of the AWS SDK: it is imported on the S3 adapter's first call only (ADR 147),
// so a server on local storage, or one that has not touched a photo yet, never parses it.
const sdk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@aws-sdk/client-s3', async (importOriginal) => {
  sdk.loads += 1;
  return importOriginal();
});

const S3_SETTINGS = { endpoint: 'http://127.0.0.1:9', bucket: 'photos', region: 'us-east-1', accessKeyId: 'KEY', secretAccessKey: 'secret' };

describe('the storage the settings choose', () => {
  it('loads the AWS SDK only when an S3 adapter makes its first request', async () => {
    createFileStorageFromEnv(parseEnv({}));
    const fromEnv = createFileStorageFromEnv(
      parseEnv({ STORAGE_ADAPTER: 's3', S3_ENDPOINT: S3_SETTINGS.endpoint, S3_BUCKET: 'photos', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'KEY', S3_SECRET_ACCESS_KEY: 'secret' }),
    );
    await expect(fromEnv.get('../elsewhere/a.png')).rejects.toThrow('invalid storage key');
    expect(sdk.loads).toBe(0);
    const storage = createS3FileStorage({ ...S3_SETTINGS, requestTimeoutMs: 50 });
    await expect(storage.get('photos/1/a.png')).rejects.toThrow();
    expect(sdk.loads).toBe(1);
  });
});
