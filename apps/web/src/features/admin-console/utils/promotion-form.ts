import type { AdminPromotion, AdminPromotionUpdate } from '@app/domain/contracts';
import { dollarsFieldValue, formatUsd, parseUsd } from '@app/domain/pricing';
import {
  promotionCodeProblem,
  promotionSettingsProblems,
  type PromotionKind,
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
    appliesTo: promotion.appliesTo ?? 'all',
    validFrom: localInputValue(promotion.validFrom),
    validUntil: promotion.validUntil === null ? '' : localInputValue(promotion.validUntil),
    maxUses: promotion.maxUses === null ? '' : String(promotion.maxUses),
    oncePerPatient: promotion.oncePerPatient,
    budget: promotion.budgetCents === null ? '' : dollarsFieldValue(promotion.budgetCents),
  };
}

/** The settings the form sends (without the reason); numbers that do not parse are sent as -1, which the rules refuse. */
export function promotionSettingsOf(
  values: PromotionFormValues,
): Omit<AdminPromotionUpdate, 'reason'> {
  const maxUses = values.maxUses.trim();
  return {
    titleText: values.titleText,
    altText: values.altText,
    kind: values.kind,
    amountCents: values.kind === 'free-rx-line' ? 0 : (parseUsd(values.amount) ?? -1),
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
