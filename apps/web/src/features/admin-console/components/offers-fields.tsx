import { CHECKOUT_MODES, INTRO_OFFER_IDS, type CheckoutMode } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { PROMOTION_CODE_MAX_LENGTH } from '@app/domain/constants';
import { SELLING_COPY_MAX_LENGTH, SELLING_FEE_NAMES } from '@app/domain/selection';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import type { OffersForm } from '../hooks/use-offers-form';
import { feeField, OFFER_FLAGS, type OfferFee, type OfferFlag } from '../utils/offers-form';

const TEXT = STAFF_MESSAGES.adminOffers;

/** "Handling of a trial": a fee's label, by its checkout mode. */
const feeLabel = (mode: CheckoutMode, fee: OfferFee) =>
  fillTemplate(TEXT.feeOf, { fee: TEXT.feeNames[fee] ?? fee, mode: TEXT.feeModes[mode] ?? mode });

/**
 * The fields of a brand's offers (ADR 163): the trial offer, the selection page's switches, its
 * copy, the fees of each checkout mode in dollars, the gift and the hair page's promotion.
 */
export function OffersFields({ form }: { form: OffersForm }) {
  const { values, setValues, fieldId, textField } = form;
  const setFlag = (flag: OfferFlag, isOn: boolean) =>
    setValues((current) => ({ ...current, flags: { ...current.flags, [flag]: isOn } }));
  return (
    <>
      <fieldset className="choice-group admin-fieldset">
        <legend>{TEXT.offer}</legend>
        {INTRO_OFFER_IDS.map((offer) => (
          <label key={offer} className="choice">
            <input
              type="radio"
              name={fieldId('introOfferId')}
              value={offer}
              checked={values.introOfferId === offer}
              onChange={() => setValues((current) => ({ ...current, introOfferId: offer }))}
            />
            {TEXT.offers[offer]}
          </label>
        ))}
      </fieldset>
      <fieldset className="choice-group admin-fieldset">
        <legend>{TEXT.flags}</legend>
        {OFFER_FLAGS.map((flag) => (
          <CheckboxField
            key={flag}
            id={fieldId(`flags.${flag}`)}
            label={TEXT.flagNames[flag]}
            checked={values.flags[flag]}
            onChange={(event) => setFlag(flag, event.target.checked)}
          />
        ))}
        <CheckboxField
          id={fieldId('showsFutureProofAsHydroPlus')}
          label={TEXT.hydroPlus}
          checked={values.showsFutureProofAsHydroPlus}
          onChange={(event) =>
            setValues((current) => ({
              ...current,
              showsFutureProofAsHydroPlus: event.target.checked,
            }))
          }
        />
      </fieldset>
      <fieldset className="choice-group admin-fieldset">
        <legend>{TEXT.copy}</legend>
        <div className="staff-dialog__row">
          <TextField
            {...textField('flags.priceSummaryHeaderText', TEXT.priceSummaryHeaderText)}
            hint={TEXT.priceSummaryHeaderHint}
            maxLength={SELLING_COPY_MAX_LENGTH}
          />
          <TextField
            {...textField('flags.yourRoutineEssentialsCopy', TEXT.yourRoutineEssentialsCopy)}
            maxLength={SELLING_COPY_MAX_LENGTH}
            required
          />
          <TextField
            {...textField('flags.addMoreToYourBoxCopy', TEXT.addMoreToYourBoxCopy)}
            maxLength={SELLING_COPY_MAX_LENGTH}
            required
          />
        </div>
      </fieldset>
      <fieldset className="choice-group admin-fieldset">
        <legend>{TEXT.fees}</legend>
        <div className="staff-dialog__row admin-fees">
          {CHECKOUT_MODES.flatMap((mode) =>
            SELLING_FEE_NAMES.map((fee) => (
              <TextField
                key={feeField(mode, fee)}
                {...textField(feeField(mode, fee), feeLabel(mode, fee))}
                inputMode="decimal"
                required
              />
            )),
          )}
        </div>
      </fieldset>
      <div className="staff-dialog__row">
        <TextField
          {...textField('giftName', TEXT.gift)}
          hint={TEXT.giftHint}
          maxLength={SELLING_COPY_MAX_LENGTH}
        />
        <TextField
          {...textField('hairPromotionCode', TEXT.hairPromotionCode)}
          hint={TEXT.hairPromotionHint}
          maxLength={PROMOTION_CODE_MAX_LENGTH}
        />
      </div>
    </>
  );
}
