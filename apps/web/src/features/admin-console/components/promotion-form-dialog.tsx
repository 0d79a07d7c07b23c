import { useState } from 'react';
import type { AdminPromotion } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { PROMOTION_CODE_MAX_LENGTH } from '@app/domain/constants';
import {
  PROMOTION_DESCRIPTION_MAX_LENGTH,
  PROMOTION_LINE_TARGETS,
  PROMOTION_TITLE_MAX_LENGTH,
  type PromotionKind,
} from '@app/domain/promotions';
import { ChangeDialog } from '../../../components/staff/change-dialog';
import { useChangeForm } from '../../../components/staff/use-change-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { describedByIds } from '../../../components/ui/field-ids';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { isValidationError } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zones';
import { createPromotion, updatePromotion } from '../api/admin-console-api';
import {
  promotionFormProblems,
  underDollarFields,
  promotionFormValues,
  promotionSettingsOf,
  withKind,
  type PromotionFormValues,
} from '../utils/promotion-form';
import { valueFields } from './value-fields';

const TEXT = STAFF_MESSAGES.adminPromotionForm;
const FIELDS = [
  'code',
  'brandId',
  'titleText',
  'altText',
  'kind',
  'amount',
  'percentOff',
  'appliesToLines',
  'appliesTo',
  'validFrom',
  'validUntil',
  'maxUses',
  'budget',
] as const;
const BRAND_OPTIONS = Object.entries(TEXT.brands).map(([value, label]) => ({ value, label }));
const KIND_OPTIONS = Object.entries(TEXT.kinds).map(([value, label]) => ({ value, label }));
const LINE_OPTIONS = PROMOTION_LINE_TARGETS.map((value) => ({
  value,
  label: TEXT.lineTargets[value],
}));
const TREATMENT_OPTIONS = [
  { value: 'all', label: STAFF_MESSAGES.adminPromotions.everyTreatment },
  ...Object.entries(STAFF_MESSAGES.adminPromotions.treatments).map(([value, label]) => ({
    value,
    label,
  })),
];

interface PromotionFormDialogProps {
  /** The code to change; none for a new code. */
  promotion?: AdminPromotion;
  onSaved: (promotion: AdminPromotion, announcement: string) => void;
  onClose: () => void;
}

/** The server names the amount and the budget in cents; the form's fields hold dollars. */
async function withAmountField<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isValidationError(error)) {
      underDollarFields(error.errors);
    }
    throw error;
  }
}

/**
 * A new promotion code, or a code's settings (issue 33 item 4, ADR 159): the domain's rules
 * checked as the admin types, the server's words under their fields, and the admin's reason.
 * The spelling and brand of a code are set once.
 */
export function PromotionFormDialog({ promotion, onSaved, onClose }: PromotionFormDialogProps) {
  const [values, setValues] = useState<PromotionFormValues>(() =>
    promotionFormValues(promotion, new Date()),
  );
  const isNew = promotion === undefined;
  const words = promotion
    ? { code: promotion.code, brand: promotion.brandName }
    : { code: values.code, brand: '' };
  const form = useChangeForm({
    idPrefix: `admin-promotion-${promotion?.id ?? 'new'}`,
    fields: isNew ? FIELDS : FIELDS.slice(2),
    errors: promotionFormProblems(values, isNew, promotion),
    send: async (reason) => {
      const settings = { ...promotionSettingsOf(values), reason };
      const saved = await withAmountField(
        promotion
          ? updatePromotion(promotion.id, settings)
          : createPromotion({ ...settings, code: values.code, brandId: Number(values.brandId) }),
      );
      onSaved(saved, fillTemplate(isNew ? TEXT.created : TEXT.saved, { code: saved.code }));
    },
  });
  const field = valueFields(form, values, setValues);
  const kindField = field('kind', TEXT.kind);
  const linesField = field('appliesToLines', TEXT.appliesToLines);
  const linesHintId = `${linesField.id}-hint`;

  return (
    <ChangeDialog
      form={form}
      title={isNew ? TEXT.createHeading : fillTemplate(TEXT.editHeading, words)}
      intro={isNew ? TEXT.createIntro : TEXT.editIntro}
      submitLabel={isNew ? TEXT.createSubmit : TEXT.save}
      onClose={onClose}
    >
      {isNew ? (
        <div className="staff-dialog__row">
          <TextField
            {...field('code', TEXT.code)}
            hint={TEXT.codeHint}
            maxLength={PROMOTION_CODE_MAX_LENGTH}
            required
          />
          <SelectField
            {...field('brandId', TEXT.brand)}
            options={BRAND_OPTIONS}
            placeholder={TEXT.chooseBrand}
            required
          />
        </div>
      ) : null}
      <div className="staff-dialog__row">
        <TextField
          {...field('titleText', TEXT.titleText)}
          hint={TEXT.titleHint}
          maxLength={PROMOTION_TITLE_MAX_LENGTH}
          required
        />
        <TextField
          {...field('altText', TEXT.altText)}
          maxLength={PROMOTION_DESCRIPTION_MAX_LENGTH}
          required
        />
      </div>
      <div className="staff-dialog__row">
        <SelectField
          {...kindField}
          // A free prescription is taken off the prescriptions: the lines follow the kind.
          onChange={(event) => {
            const kind = event.target.value as PromotionKind;
            setValues((current) => withKind(current, kind));
            form.edited('kind');
            form.edited('appliesToLines');
          }}
          options={KIND_OPTIONS}
          placeholder={TEXT.kind}
        />
        {values.kind === 'amount' ? (
          <TextField {...field('amount', TEXT.amount)} inputMode="decimal" required />
        ) : null}
        {values.kind === 'percent' ? (
          <TextField
            {...field('percentOff', TEXT.percentOff)}
            inputMode="numeric"
            maxLength={3}
            required
          />
        ) : null}
      </div>
      <SelectField
        {...linesField}
        options={LINE_OPTIONS}
        // Fixed to the prescriptions for a free prescription: shown, read out, not changeable.
        disabled={values.kind === 'free-rx-line'}
        aria-describedby={describedByIds(linesField.id, true, Boolean(linesField.error))}
      />
      <p id={linesHintId} className="staff-dialog__note">
        {TEXT.appliesToLinesHint}
      </p>
      <SelectField
        {...field('appliesTo', TEXT.appliesTo)}
        options={TREATMENT_OPTIONS}
        placeholder={TEXT.appliesTo}
      />
      <p className="staff-dialog__note">{fillTemplate(TEXT.zone, { zone: browserTimeZone() })}</p>
      <div className="staff-dialog__row">
        <TextField {...field('validFrom', TEXT.validFrom)} type="datetime-local" required />
        <TextField
          {...field('validUntil', TEXT.validUntil)}
          type="datetime-local"
          hint={TEXT.validUntilHint}
        />
      </div>
      <div className="staff-dialog__row">
        <TextField
          {...field('maxUses', TEXT.maxUses)}
          hint={TEXT.maxUsesHint}
          inputMode="numeric"
        />
        {values.kind === 'free-rx-line' ? null : (
          <TextField {...field('budget', TEXT.budget)} hint={TEXT.budgetHint} inputMode="decimal" />
        )}
      </div>
      <CheckboxField
        id={form.fieldId('oncePerPatient')}
        label={TEXT.oncePerPatient}
        checked={values.oncePerPatient}
        onChange={(event) =>
          setValues((current) => ({ ...current, oncePerPatient: event.target.checked }))
        }
      />
      <p className="staff-dialog__note">{TEXT.oncePerPatientHint}</p>
    </ChangeDialog>
  );
}
