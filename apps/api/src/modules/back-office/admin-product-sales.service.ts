import type { AdminProductSales, AdminProductSalesChange } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { addFieldError, type FieldErrors } from '@app/domain/validation';
import { withTransaction } from '../../db/transaction';
import { recordAudit } from '../audit';
import { findBrandById } from '../brands';
import { CATALOGUE_CARDS, pauseProductSales, resumeProductSales } from '../catalogue';
import type { BackOfficeDeps } from './back-office-deps';
import { reasonOrRefusal } from './admin-change-reason';
import type { AdminContext } from './admin-promotion-changes.service';

const TEXT = STAFF_MESSAGES.adminProductSales.errors;

/** The products whose new sales an admin may pause: the over-the-counter ones (a prescription is the provider's). */
const PAUSABLE_KEYS = new Set(CATALOGUE_CARDS.filter((card) => !card.isRx).map((card) => card.key));

function checkedSalesChange(input: AdminProductSalesChange): string {
  const errors: FieldErrors = {};
  if (!findBrandById(input.brandId)) {
    addFieldError(errors, 'brandId', TEXT.brandId);
  }
  if (!PAUSABLE_KEYS.has(input.productKey)) {
    addFieldError(errors, 'productKey', TEXT.productKey);
  }
  return reasonOrRefusal(errors, input.reason);
}

const salesState = (pausedAt: Date | undefined) => (pausedAt === undefined ? 'on' : 'paused');

/**
 * Pauses or resumes a brand's new sales of an over-the-counter product (issue 33 item 2, ADR 161):
 * from the next read, no new box, added product or shop cart takes it; subscriptions holding it
 * renew unchanged. One audit row with the state before and after and the reason, also when the
 * state was already so (the admin's intent is on the trail; nothing else changes).
 */
export async function changeProductSales(deps: BackOfficeDeps, context: AdminContext, input: AdminProductSalesChange): Promise<AdminProductSales> {
  const reason = checkedSalesChange(input);
  const now = await deps.clock.now();
  const { brandId, productKey } = input;
  return withTransaction(deps.db, async (tx) => {
    let before: Date | undefined;
    let after: Date | undefined;
    if (input.onSale) {
      before = (await resumeProductSales(tx, brandId, productKey))?.pausedAt;
    } else {
      const pause = await pauseProductSales(tx, { brandId, productKey, pausedAt: now, staffId: context.staffId, reason });
      before = pause.isNew ? undefined : pause.pausedAt;
      after = pause.pausedAt;
    }
    await recordAudit(tx, {
      actor: { role: 'admin', id: context.staffId },
      action: input.onSale ? 'catalogue.product.resume' : 'catalogue.product.pause',
      subject: { brandId, productKey, 'before.sales': salesState(before), 'after.sales': salesState(after) },
      reason,
      ipAddress: context.ipAddress,
      outcome: 'done',
    });
    return { brandId, productKey, salesPausedAt: after?.toISOString() ?? null };
  });
}
