import { BRAND_DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoCareTeam } from './demo-care-team';
import { seedDemoFormulas } from './demo-formulas';
import { seedDemoIntake } from './demo-intake';
import { seedDemoPromotions } from './demo-promotions';
import { seedQueuePatient, type DemoSeedAdapters } from './demo-queue-patient';
import { seedReturningPatient } from './demo-returning-patient';
import { seedDemoSchedule } from './demo-schedule';
import { seedDemoStaff } from './demo-staff';
import { seedWaitingThreads } from './demo-waiting-threads';
import type { Db } from '../db/client';
import { hashPassword } from '../modules/auth';
import { findPatientByEmail, insertPatient } from '../modules/patients';

/**
 * Inserts the demo patients and care team once; running it again changes nothing. The app secret
 * seals the demo staff's TOTP secrets and signs the demo card's fingerprint; the adapters store the
 * queue patient's photos and price their box.
 */
export async function seedDemoData(db: Db, appSecret: string, adapters: DemoSeedAdapters): Promise<void> {
  for (const account of BRAND_DEMO_ACCOUNTS) {
    if (await findPatientByEmail(db, account.brandId, account.email)) {
      continue;
    }
    await insertPatient(db, {
      brandId: account.brandId,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      firstname: account.firstname,
      lastname: account.lastname,
      state: account.state,
      zipcode: account.zipcode,
      dateOfBirth: account.dateOfBirth,
      acceptedTosAt: new Date(),
    });
  }
  await seedDemoSchedule(db);
  await seedDemoIntake(db);
  await seedDemoFormulas(db);
  await seedDemoPromotions(db);
  await seedReturningPatient(db);
  // The staff first: the care team's past decisions name the demo provider's account.
  await seedDemoStaff(db, appSecret);
  await seedDemoCareTeam(db);
  await seedQueuePatient(db, appSecret, adapters);
  await seedWaitingThreads(db, appSecret);
}
