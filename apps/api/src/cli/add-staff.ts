// `npm run staff:add -- --email dr.lee@example.com --name "Dr. Ada Lee" --role provider
// --provider "Dr. Ada Lee"`: creates a provider, operator or admin account (ADRs 118, 158).
import { randomBytes } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@app/domain/constants';
import { validateEmail } from '@app/domain/validation';
import { parseEnv } from '../env';
import { loadSecret } from '../secret';
import { findProviderByName } from '../modules/scheduling';
import { createStaffMember, staffSecretBox, findStaffByEmail, totpSetupUri } from '../modules/staff';
import { failWithUsage, parseCommandArgs } from './cli-args';
import { openCliDatabase } from './cli-database';

const USAGE = `Usage: npm run staff:add -- --email ADDRESS --name "Full Name" --role provider|operator|admin \\
         [--provider "Provider name"]

Creates a care-team account and prints, once, its first password and its authenticator secret
(with the otpauth:// address an authenticator app takes). A provider is linked to the provider
of the consultation calendar named by --provider (add one with npm run schedule:add first).
Uses DATABASE_URL, or the embedded database in DATA_DIR (default .data), like npm start.`;

const fail = (message: string): never => failWithUsage(USAGE, message);
const args = parseCommandArgs(USAGE, ['email', 'name', 'role', 'provider']);
const email = args.email?.trim() ?? '';
const name = args.name?.trim() ?? '';
const role = args.role as StaffRole;
const emailError = validateEmail(email);
if (emailError) {
  fail(`--email: ${emailError}`);
}
if (name === '') {
  fail('--name is required.');
}
if (!STAFF_ROLES.includes(role)) {
  fail(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
}
if ((role === 'provider') !== (args.provider !== undefined)) {
  fail('A provider needs --provider; an operator or admin takes none.');
}

// eslint-disable-next-line no-restricted-properties -- an entry point, like server.ts: reads settings once
const env = parseEnv(process.env);
const log = (message: string) => console.log(`[staff:add] ${message}`);
const database = await openCliDatabase(env, log);
try {
  const db = database.handle.db;
  if (await findStaffByEmail(db, email)) {
    throw new Error(`A care-team account with ${email} exists already.`);
  }
  const provider = args.provider === undefined ? undefined : await findProviderByName(db, args.provider);
  if (args.provider !== undefined && !provider) {
    throw new Error(`No provider is named "${args.provider}". Add their calendar with npm run schedule:add first.`);
  }
  const password = randomBytes(12).toString('base64url');
  const { row, totpSecret } = await createStaffMember(db, staffSecretBox(loadSecret(env)), { email, name, role, password, providerId: provider?.id });
  log(`${row.role} ${row.name} <${row.email}> created (id ${row.id}).`);
  log(`First password (shown once): ${password}`);
  log(`Authenticator secret (shown once): ${totpSecret}`);
  log(`Authenticator address: ${totpSetupUri(totpSecret, 'Teleskin care team', row.email)}`);
} catch (error) {
  await database.close();
  fail((error as Error).message);
}
await database.close();
