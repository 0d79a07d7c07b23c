import { fillTemplate } from '../formatting/fill-template';
import { STAFF_MESSAGES } from '../messages/staff-en';
import { addFieldError, type FieldErrors } from '../validation/field-errors';

/**
 * What an admin may set on a promotion code (issue 33 item 4, ADR 159), checked the same way by the
 * console's form and the server. The code and its brand are fixed once created: patients typed
 * them, and claims name the code.
 */

/** 3 to 32 capital letters, digits and dashes, starting with a letter or digit. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;
export const PROMOTION_TITLE_MAX_LENGTH = 40;
export const PROMOTION_DESCRIPTION_MAX_LENGTH = 120;
/** The most an amount code takes off a box: $500, far above any box. */
export const PROMOTION_AMOUNT_MAX_CENTS = 50_000;
export const PROMOTION_MAX_USES_LIMIT = 1_000_000;
/** The largest budget of a code: $1,000,000. */
export const PROMOTION_BUDGET_MAX_CENTS = 100_000_000;

/**
 * How a code takes its amount off (ADR 103, ADR 166): an amount, a percentage of the lines it
 * applies to, or the first Rx line made free (FREETRIAL).
 */
export const PROMOTION_KINDS = ['amount', 'percent', 'free-rx-line'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
/** Which of a box's lines a code is taken off (ADR 166): all of them, its prescriptions or its over-the-counter products. */
export const PROMOTION_LINE_TARGETS = ['box', 'rx', 'otc'] as const;
export type PromotionLineTarget = (typeof PROMOTION_LINE_TARGETS)[number];
export const PROMOTION_PERCENT_MAX = 100;

/** The lines a code of `kind` is taken off unless an admin says otherwise: a free Rx line's are the prescriptions. */
export function defaultLinesOf(kind: PromotionKind): PromotionLineTarget {
  return kind === 'free-rx-line' ? 'rx' : 'box';
}
export const PROMOTION_TREATMENTS = ['skin', 'hair'] as const;

/** The settings of a code an admin edits; times are ISO instants. */
export interface PromotionSettings {
  titleText: string;
  altText: string;
  kind: PromotionKind;
  /** Cents off for `amount`; 0 for a percentage or a free Rx line. */
  amountCents: number;
  /** The percentage off for `percent` (1 to 100); null otherwise. */
  percentOff: number | null;
  /** The lines it is taken off and computed from; a free Rx line's is `rx`. */
  appliesToLines: PromotionLineTarget;
  appliesTo: (typeof PROMOTION_TREATMENTS)[number] | null;
  validFrom: string;
  validUntil: string | null;
  maxUses: number | null;
  /** Whether a patient may claim it once only; otherwise again once their last claim was used. */
  oncePerPatient: boolean;
  /** The most the claims may take off in all (amount and percent codes); null for no budget. */
  budgetCents: number | null;
}

const TEXT = STAFF_MESSAGES.adminPromotionForm.errors;

/** Why `code` cannot be a new code's spelling, or undefined when it can. */
export function promotionCodeProblem(code: string): string | undefined {
  return PROMOTION_CODE_PATTERN.test(code) ? undefined : TEXT.code;
}

/**
 * The settings' problems by field: texts present and short enough, an amount for an amount code
 * (and none otherwise), a percentage from 1 to 100 for a percent code (and none otherwise), the
 * lines it applies to (a free Rx line's are the prescriptions), a window that ends after it
 * starts, a limit of claims no lower than the claims already held (`useCount`, 0 for a new code),
 * and a budget (not for a free Rx line, whose worth no budget is kept of) no lower than the claims
 * take off (`givenCents`).
 */
export function promotionSettingsProblems(settings: PromotionSettings, useCount = 0, givenCents = 0, formatCents: (cents: number) => string = String): FieldErrors {
  const errors: FieldErrors = {};
  const title = settings.titleText.trim();
  if (title === '' || title.length > PROMOTION_TITLE_MAX_LENGTH) {
    addFieldError(errors, 'titleText', TEXT.titleText);
  }
  const description = settings.altText.trim();
  if (description === '' || description.length > PROMOTION_DESCRIPTION_MAX_LENGTH) {
    addFieldError(errors, 'altText', TEXT.altText);
  }
  const isAmountValid =
    settings.kind === 'amount'
      ? Number.isSafeInteger(settings.amountCents) && settings.amountCents >= 1 && settings.amountCents <= PROMOTION_AMOUNT_MAX_CENTS
      : settings.amountCents === 0;
  if (!isAmountValid) {
    addFieldError(errors, 'amountCents', TEXT.amountCents);
  }
  const { percentOff } = settings;
  const isPercentValid =
    settings.kind === 'percent' ? percentOff !== null && Number.isSafeInteger(percentOff) && percentOff >= 1 && percentOff <= PROMOTION_PERCENT_MAX : percentOff === null;
  if (!isPercentValid) {
    addFieldError(errors, 'percentOff', TEXT.percentOff);
  }
  if (!(PROMOTION_LINE_TARGETS as readonly string[]).includes(settings.appliesToLines) || (settings.kind === 'free-rx-line' && settings.appliesToLines !== 'rx')) {
    addFieldError(errors, 'appliesToLines', TEXT.appliesToLines);
  }
  const from = Date.parse(settings.validFrom);
  const until = settings.validUntil === null ? null : Date.parse(settings.validUntil);
  if (Number.isNaN(from)) {
    addFieldError(errors, 'validFrom', TEXT.validFrom);
  }
  if (until !== null && (Number.isNaN(until) || (!Number.isNaN(from) && until <= from))) {
    addFieldError(errors, 'validUntil', TEXT.validUntil);
  }
  if (settings.maxUses !== null) {
    if (!Number.isSafeInteger(settings.maxUses) || settings.maxUses < 1 || settings.maxUses > PROMOTION_MAX_USES_LIMIT) {
      addFieldError(errors, 'maxUses', TEXT.maxUses);
    } else if (settings.maxUses < useCount) {
      addFieldError(errors, 'maxUses', fillTemplate(TEXT.maxUsesBelowClaims, { count: useCount }));
    }
  }
  const { budgetCents } = settings;
  if (budgetCents !== null) {
    if (settings.kind === 'free-rx-line' || !Number.isSafeInteger(budgetCents) || budgetCents < 100 || budgetCents > PROMOTION_BUDGET_MAX_CENTS) {
      addFieldError(errors, 'budgetCents', TEXT.budgetCents);
    } else if (budgetCents < givenCents) {
      addFieldError(errors, 'budgetCents', fillTemplate(TEXT.budgetBelowGiven, { amount: formatCents(givenCents) }));
    }
  }
  return errors;
}
