import { useState, type Dispatch, type SetStateAction } from 'react';
import type { AdminBrandSelling, AdminSellingSettings } from '@app/domain/contracts';
import type { FieldErrors } from '@app/domain/validation';
import { fieldPropsOf } from '../../../components/staff/use-change-form';
import { focusFirstInvalidField, useFieldErrors } from '../../../hooks/use-field-errors';
import { valueFields } from '../components/value-fields';
import {
  checkedOffers,
  offersFormValues,
  OFFERS_TEXT_FIELDS,
  type OffersTexts,
} from '../utils/offers-form';

/**
 * A brand's offers form (ADR 163): its values, from the brand's settings and again whenever they
 * are replaced (a save's answer); each text field's error by the domain's rules once touched or
 * tried, or the server's word until the field is edited.
 */
export function useOffersForm(brand: AdminBrandSelling) {
  const [values, setValues] = useState(() => offersFormValues(brand.settings));
  const [shownSettings, setShownSettings] = useState(brand.settings);
  if (shownSettings !== brand.settings) {
    setShownSettings(brand.settings);
    setValues(offersFormValues(brand.settings));
  }
  const checked = checkedOffers(values);
  const fieldErrors = useFieldErrors('errors' in checked ? checked.errors : {});
  const fieldId = (field: string) => `admin-offers-${brand.brandId}-${field.replaceAll('.', '-')}`;
  const setTexts: Dispatch<SetStateAction<OffersTexts>> = (next) =>
    setValues((current) => ({
      ...current,
      texts: typeof next === 'function' ? next(current.texts) : next,
    }));

  /** The settings to send or preview; with problems none, every problem shown and the first field focused. */
  function settingsToSend(): AdminSellingSettings | undefined {
    if ('settings' in checked) {
      return checked.settings;
    }
    fieldErrors.touchAll();
    focusFirstInvalidField(OFFERS_TEXT_FIELDS, checked.errors, fieldId);
    return undefined;
  }

  /** Shows the server's words under their fields; answers the first field with one, for focus. */
  function showServerErrors(errors: FieldErrors): HTMLElement | null {
    fieldErrors.setServerErrors(errors);
    fieldErrors.touchAll();
    const first = OFFERS_TEXT_FIELDS.find((field) => (errors[field]?.length ?? 0) > 0);
    return first === undefined ? null : document.getElementById(fieldId(first));
  }

  return {
    values,
    setValues,
    checked,
    fieldId,
    /** The props of a text field: its id, value, error and edits, and its label. */
    textField: valueFields(fieldPropsOf(fieldErrors, fieldId), values.texts, setTexts),
    settingsToSend,
    showServerErrors,
  };
}

export type OffersForm = ReturnType<typeof useOffersForm>;
