import { createAdapters } from './adapters';
import { buildApp } from './app';
import { connectDb } from './db/client';
import { parseEnv } from './env';

/**
 * The API description as `/api/openapi.json` serves it, without a database or a listening server:
 * the app is built on a pool that never connects (building it runs no statement) and asked for its
 * document. Development settings, so the development-only operations are described too.
 * `scripts/api-lint.mjs` lints it with Spectral as part of `npm test`.
 */
export async function buildOpenApiDocument(dataDir: string): Promise<object> {
  const env = parseEnv({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: dataDir });
  // Port 1 on loopback: nothing listens there, so a statement would fail at once rather than hang.
  const handle = connectDb('postgres://teleskin@127.0.0.1:1/teleskin', 1);
  try {
    const app = await buildApp({ env, db: handle.db, adapters: createAdapters(env, handle.db), secret: 'openapi-document-secret-never-signs-anything' });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}
