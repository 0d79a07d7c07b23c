import type { Db } from '../db/client';
import { insertPromotionCodesIfAbsent } from '../modules/promotions';

const SKIN = 1;
const HAIR = 2;

/** Invented demo codes, one of each kind a patient may meet (ADR 098); the same on both brands. */
const DEMO_CODES = [
  { code: 'WELCOME10', titleText: '$10 off', altText: '$10 off your first box', amountCents: 1000 },
  { code: 'HAIR15', titleText: '$15 off', altText: '$15 off your hair treatment', amountCents: 1500, treatmentCategoryId: HAIR },
  { code: 'SKIN5', titleText: '$5 off', altText: '$5 off, for the first 50 patients', amountCents: 500, treatmentCategoryId: SKIN, maxUses: 50 },
  // 001 §9: FREETRIAL makes a line show zero (the first Rx product's).
  { code: 'FREETRIAL', titleText: 'Free trial', altText: 'Your prescription free on this box', amountCents: 0, kind: 'free-rx-line', appliesToLines: 'rx' },
  { code: 'SPRING20', titleText: '$20 off', altText: 'A spring offer that has ended', amountCents: 2000, validFrom: new Date('2026-03-01T00:00:00Z'), validUntil: new Date('2026-06-01T00:00:00Z') },
] as const;

/** Adds the demo promotion codes to each brand once; running it again changes nothing. */
export async function seedDemoPromotions(db: Db): Promise<void> {
  await insertPromotionCodesIfAbsent(db, [1, 2].flatMap((brandId) => DEMO_CODES.map((code) => ({ ...code, brandId }))));
}
