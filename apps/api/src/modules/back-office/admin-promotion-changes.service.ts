import type { AdminPromotion, AdminPromotionCreate, AdminPromotionUpdate } from '@app/domain/contracts';
import { TREATMENT_CATEGORIES } from '@app/domain/constants';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { formatUsd } from '@app/domain/pricing';
import { defaultLinesOf, promotionCodeProblem, promotionSettingsProblems, promotionStatus, type PromotionSettings } from '@app/domain/promotions';
import { addFieldError, type FieldErrors } from '@app/domain/validation';
import { withTransaction } from '../../db/transaction';
import { AppError, validationError } from '../../errors';
import { recordAudit, requireReason } from '../audit';
import { findBrandById } from '../brands';
import { addPromotionCode, changePromotionCode, type PromotionCodeChange, type PromotionCodeRow } from '../promotions';
import type { BackOfficeDeps } from './back-office-deps';
import { reasonOrRefusal } from './admin-change-reason';
import { changedValues } from './audit-changes';
import { toAdminPromotion } from './admin-promotions.service';

const TEXT = STAFF_MESSAGES.adminPromotionForm.errors;

/** Who changes commerce settings, and from where: the signed-in admin (ADR 158). */
export interface AdminContext {
  staffId: number;
  ipAddress: string;
}

/** A new code's claims: none, nothing given. */
const NOTHING_HELD = { useCount: 0, givenCents: 0 };

/** The settings a request sets: with no lines named, the code's kind's (a request from before ADR 166). */
function settingsOf(input: AdminPromotionUpdate): PromotionSettings & { reason: string } {
  return { ...input, appliesToLines: input.appliesToLines ?? defaultLinesOf(input.kind) };
}

/** The fields of a code an admin sets, as stored. */
function storedSettings(input: PromotionSettings) {
  return {
    titleText: input.titleText.trim(),
    altText: input.altText.trim(),
    kind: input.kind,
    amountCents: input.amountCents,
    percentOff: input.percentOff,
    appliesToLines: input.appliesToLines,
    treatmentCategoryId: input.appliesTo === null ? null : TREATMENT_CATEGORIES[input.appliesTo],
    validFrom: new Date(input.validFrom),
    validUntil: input.validUntil === null ? null : new Date(input.validUntil),
    maxUses: input.maxUses,
    oncePerPatient: input.oncePerPatient,
    budgetCents: input.budgetCents,
  };
}

/** The fields of a code whose changes the audit trail keeps. */
const AUDITED_FIELDS = ['code', 'brandId', 'titleText', 'altText', 'kind', 'amountCents', 'percentOff', 'appliesToLines', 'treatmentCategoryId', 'validFrom', 'validUntil', 'maxUses', 'oncePerPatient', 'budgetCents', 'pausedAt'] as const;
const auditedFieldsOf = (row: PromotionCodeRow) => Object.fromEntries(AUDITED_FIELDS.map((field) => [field, row[field]]));

/** The audit row's subject for a change of a code (ADR 159): its id and each field that changed, before and after. */
const changeSubject = (before: PromotionCodeRow | undefined, after: PromotionCodeRow): Record<string, string | number> => ({
  promotionCodeId: after.id,
  ...changedValues(before && auditedFieldsOf(before), auditedFieldsOf(after)),
});

/** The settings' problems and the reason's, all at once, as a 422 names them field by field; else the reason as kept. */
function checkedChange(input: PromotionSettings & { reason: string }, held: { useCount: number; givenCents: number }, more: FieldErrors = {}): string {
  const errors: FieldErrors = { ...more, ...promotionSettingsProblems(input, held.useCount, held.givenCents, formatUsd) };
  return reasonOrRefusal(errors, input.reason);
}

async function recordChange(tx: Parameters<typeof recordAudit>[0], context: AdminContext, action: string, before: PromotionCodeRow | undefined, after: PromotionCodeRow, reason: string): Promise<void> {
  await recordAudit(tx, { actor: { role: 'admin', id: context.staffId }, action, subject: changeSubject(before, after), reason, ipAddress: context.ipAddress, outcome: 'done' });
}

/** A new code of a brand (issue 33 item 4): checked whole, stored with its audit row, or a 422. */
export async function createAdminPromotion(deps: BackOfficeDeps, context: AdminContext, request: AdminPromotionCreate): Promise<AdminPromotion> {
  const input = { ...request, ...settingsOf(request) };
  const more: FieldErrors = {};
  const codeProblem = promotionCodeProblem(input.code);
  if (codeProblem) {
    addFieldError(more, 'code', codeProblem);
  }
  if (!findBrandById(input.brandId)) {
    addFieldError(more, 'brandId', TEXT.brand);
  }
  const reason = checkedChange(input, NOTHING_HELD, more);
  const now = await deps.clock.now();
  const row = await withTransaction(deps.db, async (tx) => {
    const added = await addPromotionCode(tx, { ...storedSettings(input), brandId: input.brandId, code: input.code });
    if (!added) {
      throw validationError({ code: [fillTemplate(TEXT.codeTaken, { code: input.code })] });
    }
    await recordChange(tx, context, 'promotion.create', undefined, added, reason);
    return added;
  });
  return toAdminPromotion(row, now);
}

/**
 * Changes a code in its transaction, with its audit row when anything changed; 404 when there is
 * no such code. `decide` sees the code locked and answers the change (or undefined for none).
 */
async function changeCode(
  deps: BackOfficeDeps,
  context: AdminContext,
  id: number,
  action: string,
  reason: string,
  decide: (code: PromotionCodeRow, now: Date) => PromotionCodeChange | undefined,
): Promise<AdminPromotion> {
  const now = await deps.clock.now();
  const after = await withTransaction(deps.db, async (tx) => {
    const changed = await changePromotionCode(tx, id, (code) => decide(code, now));
    if (!changed) {
      throw new AppError('NOT_FOUND', TEXT.notFound);
    }
    if (changed.after !== changed.before) {
      await recordChange(tx, context, action, changed.before, changed.after, reason);
    }
    return changed.after;
  });
  return toAdminPromotion(after, now);
}

/** A code's settings, whole; the limit of claims and the budget never below what claims hold, checked under the code's lock. */
export function updateAdminPromotion(deps: BackOfficeDeps, context: AdminContext, id: number, request: AdminPromotionUpdate): Promise<AdminPromotion> {
  const input = settingsOf(request);
  const reason = checkedChange(input, NOTHING_HELD);
  return changeCode(deps, context, id, 'promotion.update', reason, (code) => {
    checkedChange(input, code);
    return storedSettings(input);
  });
}

/** Holds the code: no new claims until resumed; claims already made keep working. */
export function pauseAdminPromotion(deps: BackOfficeDeps, context: AdminContext, id: number, rawReason: string): Promise<AdminPromotion> {
  const reason = requireReason(rawReason);
  return changeCode(deps, context, id, 'promotion.pause', reason, (code, now) => (code.pausedAt === null ? { pausedAt: now } : undefined));
}

/** Lets the code be claimed again (within its window and limit). */
export function resumeAdminPromotion(deps: BackOfficeDeps, context: AdminContext, id: number, rawReason: string): Promise<AdminPromotion> {
  const reason = requireReason(rawReason);
  return changeCode(deps, context, id, 'promotion.resume', reason, (code) => (code.pausedAt === null ? undefined : { pausedAt: null }));
}

/** Ends the code's window now (a scheduled code's never opens); 409 when it has ended already. */
export function endAdminPromotion(deps: BackOfficeDeps, context: AdminContext, id: number, rawReason: string): Promise<AdminPromotion> {
  const reason = requireReason(rawReason);
  return changeCode(deps, context, id, 'promotion.end', reason, (code, now) => {
    if (promotionStatus(code, now) === 'ended') {
      throw new AppError('CONFLICT', TEXT.alreadyEnded);
    }
    return { validUntil: now, ...(code.validFrom > now ? { validFrom: now } : {}) };
  });
}
