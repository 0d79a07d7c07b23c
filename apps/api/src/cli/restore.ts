// `npm run restore -- ARCHIVE [--data-dir DIR] [--secret-file FILE]`: a backup into a new data folder (ADR 157).
import { existsSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseEnv } from '../env';
import { failWithUsage } from './cli-args';
import { restoreBackup } from './backup/restore-backup';

const USAGE = `Usage: npm run restore -- ARCHIVE [--data-dir DIR] [--secret-file FILE]

Restores an archive of npm run backup into DIR (default DATA_DIR, default .data), which must be
empty or missing: a new embedded PostgreSQL cluster, the database with the app's two roles and
their rights, and the photo files. --secret-file is the old instance's DATA_DIR/session-secret,
checked against the archive and copied into DIR; with SESSION_SECRET set instead, it is checked.
Then start the restored instance with DATA_DIR=DIR npm start. With DATABASE_URL set, the
database goes into that server's database instead (it must hold none of the app's tables), as
DATABASE_MIGRATION_URL's owner when set; the photos still go to DIR.`;

let parsed: ReturnType<typeof parseArgs<{ options: { 'data-dir': { type: 'string' }; 'secret-file': { type: 'string' }; help: { type: 'boolean' } }; allowPositionals: true }>>;
try {
  parsed = parseArgs({ options: { 'data-dir': { type: 'string' }, 'secret-file': { type: 'string' }, help: { type: 'boolean' } }, allowPositionals: true });
} catch (error) {
  failWithUsage(USAGE, (error as Error).message);
}
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [archive, ...extra] = parsed.positionals;
if (!archive || extra.length > 0) {
  failWithUsage(USAGE, 'Give exactly one archive');
}
// eslint-disable-next-line no-restricted-properties -- an entry point, like server.ts: reads settings once
const env = parseEnv(process.env);
const dataDir = parsed.values['data-dir'] ?? env.DATA_DIR;
try {
  const started = performance.now();
  const { manifest, secret } = await restoreBackup(env, { archive, dataDir, secretFile: parsed.values['secret-file'] }, (line) => console.error(line));
  console.log(`restored ${archive} (made ${manifest.createdAt}) into ${dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(secret);
  if (manifest.photos.missing.length > 0) {
    console.log(`${manifest.photos.missing.length} photo(s) named by the database were not in the archive (replaced or deleted while it was made)`);
  }
  console.log(`start it with: DATA_DIR=${dataDir} npm start`);
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0 && !(error as Error).message.includes('is not empty')) {
    console.error(`${dataDir} holds a partial restore: remove it before trying again`);
  }
  process.exitCode = 1;
}
