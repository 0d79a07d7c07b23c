// `npm run audit:verify`: walks the audit trail's hash chains (ADR 133) on the app's database,
// records the walk like the scheduled one, prints the first broken link and exits 1 if there is one.
import { parseEnv } from '../env';
import { verifyAuditTrail } from '../modules/audit';
import { openCliDatabase } from './cli-database';

// eslint-disable-next-line no-restricted-properties -- an entry point, like server.ts: reads settings once
const env = parseEnv(process.env);
const database = await openCliDatabase(env, (line) => console.error(line));
try {
  const started = performance.now();
  const verification = await verifyAuditTrail(database.handle.db, 'cli');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${verification.rowsChecked} audit rows and ${verification.checkpointsChecked} checkpoints walked in ${seconds} s`);
  const [first, ...others] = verification.brokenLinks;
  if (first) {
    const where = first.chainId === null ? 'outside any chain' : `chain ${first.chainId}, place ${first.chainSeq}`;
    console.log(`first broken link: ${first.problem} at ${where}${first.eventId === null ? '' : `, audit row ${first.eventId}`}`);
    if (others.length > 0) {
      console.log(`and ${others.length} more (the verification's row ${verification.id} holds them all)`);
    }
    process.exitCode = 1;
  } else {
    console.log('no broken link: the audit trail is whole');
  }
} finally {
  await database.close();
}
