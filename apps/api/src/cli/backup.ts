// `npm run backup [-- --out FILE]`: the database and the photo files in one archive (ADR 157).
import { parseEnv } from '../env';
import { parseCommandArgs } from './cli-args';
import { createBackup } from './backup/create-backup';

const USAGE = `Usage: npm run backup [-- --out FILE]

Writes one tar archive: the database (pg_dump's custom format, by PostgreSQL tools of the server's
own major version: PG_BIN_DIR, pg_dump on PATH when it matches, or built once into
~/.cache/teleskin/pg-tools), the photo files it names, and manifest.json (versions, counts,
checksums). Works while the app runs. The app secret is not in the archive; keep it apart.
Uses DATABASE_URL (dumping as DATABASE_MIGRATION_URL when set), or the embedded database in
DATA_DIR (default .data), like npm start. FILE defaults to teleskin-backup-<time>.tar.`;

const args = parseCommandArgs(USAGE, ['out']);
// eslint-disable-next-line no-restricted-properties -- an entry point, like server.ts: reads settings once
const env = parseEnv(process.env);
const out = args.out ?? `teleskin-backup-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.tar`;
const started = performance.now();
const manifest = await createBackup(env, out, (line) => console.error(line));
const counts = Object.entries(manifest.counts).map(([table, n]) => `${n} ${table}`).join(', ');
console.log(`backup written to ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts}; ${manifest.photos.files.length} photo files`);
if (manifest.photos.storage === 's3') {
  console.log(`photos are in the S3 bucket (its versioning is their backup); the manifest lists the ${manifest.photos.expectedInBucket.length} keys the database names`);
}
if (manifest.secret?.source === 'data-dir') {
  console.log('the app secret (DATA_DIR/session-secret) is not in the archive: keep a copy of it apart, restore takes it with --secret-file');
}
