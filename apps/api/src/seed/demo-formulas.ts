import type { Db } from '../db/client';
import { findPatientByEmail } from '../modules/patients';
import { findFormulasOfPatient, insertFormulas } from '../modules/surveys';
import { BRAND_DEMO_ACCOUNTS } from './demo-accounts';

const DAY_MS = 86_400_000;

/** Invented formulas, so the new-treatment survey's previous-formula question has something to show. */
const DEMO_FORMULAS = [
  {
    name: 'Clear Skin Formula',
    ingredients: [
      { name: 'Tretinoin', strength: '0.025%' },
      { name: 'Clindamycin', strength: '1%' },
      { name: 'Niacinamide', strength: '4%' },
    ],
    conditions: ['Acne', 'Clogged pores'],
    daysAgo: 180,
  },
  {
    name: 'Even Tone Formula',
    ingredients: [
      { name: 'Tretinoin', strength: '0.05%' },
      { name: 'Azelaic acid', strength: '10%' },
    ],
    conditions: ['Dark spots', 'Fine lines and wrinkles'],
    daysAgo: 60,
  },
] as const;

/** Gives the first demo patient two formulas, once; a patient who already has some is left alone. */
export async function seedDemoFormulas(db: Db, now = new Date()): Promise<void> {
  const [account] = BRAND_DEMO_ACCOUNTS;
  const patient = await findPatientByEmail(db, account.brandId, account.email);
  if (!patient || (await findFormulasOfPatient(db, patient.id)).length > 0) {
    return;
  }
  await insertFormulas(
    db,
    DEMO_FORMULAS.map((formula) => ({
      patientId: patient.id,
      name: formula.name,
      ingredients: formula.ingredients.map((ingredient) => ({ ...ingredient })),
      conditions: [...formula.conditions],
      prescribedAt: new Date(now.getTime() - formula.daysAgo * DAY_MS),
    })),
  );
}
