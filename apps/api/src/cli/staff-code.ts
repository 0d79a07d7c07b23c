// `npm run staff:code -- --email provider@teleskin.example`: prints a care-team account's current
// authenticator code, on a development machine only (ADR 118), so the demo staff can sign in
// without an authenticator app.
import { generate } from 'otplib';
import { parseEnv } from '../env';
import { loadSecret } from '../secret';
import { staffSecretBox, findStaffByEmail } from '../modules/staff';
import { parseCommandArgs } from './cli-args';
import { openCliDatabase } from './cli-database';

const USAGE = 'Usage: npm run staff:code -- --email ADDRESS   (not in production)';

// eslint-disable-next-line no-restricted-properties -- an entry point, like server.ts: reads settings once
const env = parseEnv(process.env);
if (env.NODE_ENV === 'production') {
  console.error('staff:code is for development machines only: in production each member uses their own authenticator.');
  process.exit(1);
}
const { email = '' } = parseCommandArgs(USAGE, ['email'], ['email']);
const database = await openCliDatabase(env, () => undefined);
const member = await findStaffByEmail(database.handle.db, email);
await database.close();
const secret = member ? staffSecretBox(loadSecret(env)).open(member.totpSecretSealed) : null;
if (!secret) {
  console.error(`No care-team account with ${email} whose secret this machine can open.`);
  process.exit(1);
}
console.log(await generate({ secret }));
