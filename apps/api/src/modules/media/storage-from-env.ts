import { join } from 'node:path';
import type { Env } from '../../env';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** The storage the settings ask for; env.ts has already refused s3 without its five settings. */
export function createFileStorageFromEnv(env: Env): FileStorage {
  if (env.STORAGE_ADAPTER === 's3') {
    return createS3FileStorage({
      endpoint: env.S3_ENDPOINT ?? '',
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    });
  }
  return createLocalFileStorage(join(env.DATA_DIR, 'uploads'));
}
