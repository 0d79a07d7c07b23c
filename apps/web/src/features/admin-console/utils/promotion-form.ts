import type { AdminPromotion } from '@app/domain/contracts';
import { dollarsFieldValue, formatUsd, parseUsd } from '@app/domain/pricing';
import {
  defaultLinesOf,
  promotionCodeProblem,
  promotionSettingsProblems,
  type PromotionKind,
  type PromotionLineTarget,
  type PromotionSettings,
} from '@app/domain/promotions';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { addFieldError, type FieldErrors } from '@app/domain/validation';

const ERRORS = STAFF_MESSAGES.adminPromotionForm.errors;

/** The promotion form's fields as typed: text, as the inputs hold it. */
export interface PromotionFormValues {
  code: string;
  brandId: string;
  titleText: string;
  altText: string;
  kind: PromotionKind;
  amount: string;
  /** The whole percentage a `percent` code takes off, as typed. */
  percentOff: string;
  /** The box's lines it is taken off; a free prescription's are the prescriptions (ADR 166). */
  appliesToLines: PromotionLineTarget;
  appliesTo: 'all' | 'skin' | 'hair';
  validFrom: string;
  validUntil: string;
  maxUses: string;
  /** Whether a patient may claim it once only (ADR 164). */
  oncePerPatient: boolean;
  /** Dollars, or '' for no budget. */
  budget: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` input shows it, in the browser's zone: "2027-03-01T09:30". */
export function localInputValue(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `datetime-local` value read in the browser's zone as an ISO instant; '' when it is no time. */
function isoOfLocalInput(value: string): string {
  const at = new Date(value);
  return value === '' || Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

/** The form's first values: the code's settings, or for a new code a start of now and no end. */
export function promotionFormValues(
  promotion: AdminPromotion | undefined,
  now: Date,
): PromotionFormValues {
  if (!promotion) {
    return {
      code: '',
      brandId: '',
      titleText: '',
      altText: '',
      kind: 'amount',
      amount: '',
      percentOff: '',
      appliesToLines: defaultLinesOf('amount'),
      appliesTo: 'all',
      validFrom: localInputValue(now.toISOString()),
      validUntil: '',
      maxUses: '',
      oncePerPatient: true,
      budget: '',
    };
  }
  return {
    code: promotion.code,
    brandId: String(promotion.brandId),
    titleText: promotion.titleText,
    altText: promotion.altText,
    kind: promotion.kind,
    amount: promotion.kind === 'amount' ? dollarsFieldValue(promotion.amountCents) : '',
    percentOff: promotion.percentOff === null ? '' : String(promotion.percentOff),
    appliesToLines: promotion.appliesToLines,
    appliesTo: promotion.appliesTo ?? 'all',
    validFrom: localInputValue(promotion.validFrom),
    validUntil: promotion.validUntil === null ? '' : localInputValue(promotion.validUntil),
    maxUses: promotion.maxUses === null ? '' : String(promotion.maxUses),
    oncePerPatient: promotion.oncePerPatient,
    budget: promotion.budgetCents === null ? '' : dollarsFieldValue(promotion.budgetCents),
  };
}

/**
 * The values once the kind is changed to `kind`: a free prescription is taken off the
 * prescriptions, and a code that stops being one goes back to its kind's lines (`defaultLinesOf`);
 * between an amount and a percentage the lines chosen stay.
 */
export function withKind(values: PromotionFormValues, kind: PromotionKind): PromotionFormValues {
  const isLeavingOrJoiningFreeRx = kind === 'free-rx-line' || values.kind === 'free-rx-line';
  return {
    ...values,
    kind,
    appliesToLines: isLeavingOrJoiningFreeRx ? defaultLinesOf(kind) : values.appliesToLines,
  };
}

/** The settings the form sends (without the reason); numbers that do not parse are sent as -1, which the rules refuse. */
export function promotionSettingsOf(values: PromotionFormValues): PromotionSettings {
  const maxUses = values.maxUses.trim();
  const percentOff = values.percentOff.trim();
  return {
    titleText: values.titleText,
    altText: values.altText,
    kind: values.kind,
    // Only the chosen kind's field is shown, and only its value is sent.
    amountCents: values.kind === 'amount' ? (parseUsd(values.amount) ?? -1) : 0,
    percentOff:
      values.kind === 'percent' ? (/^\d{1,3}$/.test(percentOff) ? Number(percentOff) : -1) : null,
    appliesToLines: values.appliesToLines,
    appliesTo: values.appliesTo === 'all' ? null : values.appliesTo,
    validFrom: isoOfLocalInput(values.validFrom),
    validUntil:
      values.validUntil === '' ? null : isoOfLocalInput(values.validUntil) || 'not a time',
    maxUses: maxUses === '' ? null : /^\d{1,7}$/.test(maxUses) ? Number(maxUses) : -1,
    oncePerPatient: values.oncePerPatient,
    // A free prescription takes no budget: its field is hidden, and what it held is not sent.
    budgetCents:
      values.kind === 'free-rx-line' || values.budget.trim() === ''
        ? null
        : (parseUsd(values.budget) ?? -1),
  };
}

/** The form's dollar fields by the names the rules and the server give them in cents. */
const DOLLAR_FIELDS = { amountCents: 'amount', budgetCents: 'budget' } as const;

/** Moves the problems of the cents fields to the form's dollar fields (`amount`, `budget`), in place. */
export function underDollarFields(errors: FieldErrors): FieldErrors {
  for (const [cents, dollars] of Object.entries(DOLLAR_FIELDS)) {
    if (errors[cents]) {
      errors[dollars] = errors[cents];
      delete errors[cents];
    }
  }
  return errors;
}

/** What the form says before it is sent: the domain's rules on the settings, and for a new code its spelling and brand. */
export function promotionFormProblems(
  values: PromotionFormValues,
  isNew: boolean,
  held: Pick<AdminPromotion, 'useCount' | 'givenCents'> = { useCount: 0, givenCents: 0 },
): FieldErrors {
  const settings = promotionSettingsOf(values);
  const errors = underDollarFields(
    promotionSettingsProblems(settings, held.useCount, held.givenCents, formatUsd),
  );
  if (isNew) {
    const codeProblem = promotionCodeProblem(values.code);
    if (codeProblem) {
      addFieldError(errors, 'code', codeProblem);
    }
    if (values.brandId === '') {
      addFieldError(errors, 'brandId', ERRORS.brand);
    }
  }
  return errors;
}
