import type { Db } from '../db/client';
import { findProviderByName } from '../modules/scheduling';
import { createStaffMember, staffSecretBox, findStaffByEmail } from '../modules/staff';
import { DEMO_PROVIDERS } from './demo-schedule';

/**
 * The demo care team (ADRs 118, 158): two providers (the first two demo schedule's providers), an
 * operator and an admin. Their TOTP secrets are fixed and printed in the README, so a person can add them to an
 * authenticator app, and `npm run staff:code` shows the current code on a development machine.
 */
export const DEMO_STAFF = [
  { email: 'provider@teleskin.example', name: DEMO_PROVIDERS[0].name, role: 'provider', providerName: DEMO_PROVIDERS[0].name, totpSecret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD' },
  { email: 'provider2@teleskin.example', name: DEMO_PROVIDERS[1].name, role: 'provider', providerName: DEMO_PROVIDERS[1].name, totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' },
  { email: 'operator@teleskin.example', name: 'Sam Ortiz', role: 'operator', providerName: undefined, totpSecret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U' },
  { email: 'admin@teleskin.example', name: 'Robin Hale', role: 'admin', providerName: undefined, totpSecret: 'NBSWY3DPEHPK3PXPNBSWY3DPEHPK3PXP' },
] as const;

export const DEMO_STAFF_PASSWORD = 'demo-password';

/** Creates the demo staff once; running it again changes nothing. */
export async function seedDemoStaff(db: Db, appSecret: string): Promise<void> {
  const box = staffSecretBox(appSecret);
  for (const member of DEMO_STAFF) {
    if (await findStaffByEmail(db, member.email)) {
      continue;
    }
    const provider = member.providerName === undefined ? undefined : await findProviderByName(db, member.providerName);
    if (member.role === 'provider' && !provider) {
      continue;
    }
    await createStaffMember(db, box, {
      email: member.email,
      name: member.name,
      role: member.role,
      password: DEMO_STAFF_PASSWORD,
      providerId: provider?.id,
      totpSecret: member.totpSecret,
    });
  }
}
