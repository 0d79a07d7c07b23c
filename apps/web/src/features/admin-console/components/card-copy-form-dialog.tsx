import { useState } from 'react';
import type { AdminCardCopy } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { CARD_COPY_MAX_LENGTHS } from '@app/domain/selection';
import { ChangeDialog } from '../../../components/staff/change-dialog';
import { useChangeForm } from '../../../components/staff/use-change-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { saveCardCopy } from '../api/admin-console-api';
import {
  CARD_COPY_FIELDS,
  cardCopyFormProblems,
  cardCopyFormValues,
  cardCopyToSend,
  type CardCopyFormValues,
} from '../utils/card-copy-form';
import { valueFields } from './value-fields';

const TEXT = STAFF_MESSAGES.adminCardCopy;
const MAX = CARD_COPY_MAX_LENGTHS;

interface CardCopyFormDialogProps {
  /** The brand's product card whose copy changes. */
  card: AdminCardCopy;
  /** The card as the server answered it, with the words the page announces. */
  onSaved: (card: AdminCardCopy, announcement: string) => void;
  onClose: () => void;
}

/**
 * A brand's product card's copy (issue 33 item 2, ADR 167): its name, the card's description, its
 * claim with the claim's disclaimer (or none), and the details' tagline and description, checked
 * as the server checks them, the server's words under their fields, and the admin's reason. The
 * copy is sent whole.
 */
export function CardCopyFormDialog({ card, onSaved, onClose }: CardCopyFormDialogProps) {
  const [values, setValues] = useState<CardCopyFormValues>(() => cardCopyFormValues(card.copy));
  const form = useChangeForm({
    idPrefix: `admin-copy-${card.brandId}-${card.cardKey.replace(/[^\w-]/g, '-')}`,
    fields: CARD_COPY_FIELDS,
    errors: cardCopyFormProblems(values),
    send: async (reason) => {
      const saved = await saveCardCopy(card.brandId, card.cardKey, {
        copy: cardCopyToSend(values),
        reason,
      });
      onSaved(saved, fillTemplate(TEXT.saved, { product: saved.copy.name }));
    },
  });
  const field = valueFields(form, values, setValues);
  const hasClaimId = form.fieldId('hasClaim');
  const claimHintId = `${hasClaimId}-hint`;

  return (
    <ChangeDialog
      form={form}
      title={fillTemplate(TEXT.heading2, { product: card.copy.name })}
      intro={fillTemplate(TEXT.formIntro, { brand: card.brandName })}
      submitLabel={TEXT.save}
      onClose={onClose}
    >
      <TextField {...field('name', TEXT.name)} maxLength={MAX.name} required />
      <TextAreaField
        {...field('bodyDescription', TEXT.bodyDescription)}
        rows={3}
        maxLength={MAX.bodyDescription}
        required
      />
      <CheckboxField
        id={hasClaimId}
        name="hasClaim"
        label={TEXT.hasClaim}
        checked={values.hasClaim}
        aria-describedby={claimHintId}
        aria-controls={values.hasClaim ? form.fieldId('claim') : undefined}
        onChange={(event) => {
          const hasClaim = event.target.checked;
          setValues((current) => ({ ...current, hasClaim }));
          // The server's words on the claim were about the claim as it was sent.
          form.edited('claim.short');
          form.edited('claim.disclaimer');
        }}
      />
      <p id={claimHintId} className="staff-dialog__note">
        {TEXT.claimHint}
      </p>
      {values.hasClaim ? (
        <div id={form.fieldId('claim')} className="staff-dialog__row">
          <TextField
            {...field('claim.short', TEXT.claimShort)}
            maxLength={MAX.claimShort}
            required
          />
          <TextAreaField
            {...field('claim.disclaimer', TEXT.claimDisclaimer)}
            rows={3}
            maxLength={MAX.claimDisclaimer}
            required
          />
        </div>
      ) : null}
      <TextField {...field('tagline', TEXT.tagline)} maxLength={MAX.tagline} required />
      <TextAreaField
        {...field('description', TEXT.description)}
        rows={6}
        maxLength={MAX.description}
        required
      />
    </ChangeDialog>
  );
}
