import type { ReactNode, RefObject } from 'react';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { OPERATOR_REASON_MAX_LENGTH } from '@app/domain/operations';
import { Button } from '../ui/button';
import { FormErrorBox } from '../ui/form-error-box';
import { ModalDialog } from '../ui/modal-dialog';
import { TextAreaField } from '../ui/text-area-field';
import { useChangeForm, type ChangeForm } from './use-change-form';
import './change-dialog.css';

const COMMON = STAFF_MESSAGES.opsCommon;

interface ChangeDialogProps {
  form: ChangeForm;
  title: string;
  /** What the fix does, in a sentence or two. */
  intro: string;
  submitLabel: string;
  onClose: () => void;
  /** Where focus goes once the dialog closes, when not back to the button that opened it. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The fix's own fields, above the reason. */
  children?: ReactNode;
}

/**
 * A change with its reason (an operator's fix, an admin's change) in a modal dialog (focus kept inside, Escape closes): what it does, its fields, the
 * required reason (unless the form asks none), the server's refusal in its words, and the button that sends it.
 */
export function ChangeDialog({
  form,
  title,
  intro,
  submitLabel,
  onClose,
  returnFocusRef,
  children,
}: ChangeDialogProps) {
  const headingId = form.fieldId('heading');
  return (
    <ModalDialog
      labelledBy={headingId}
      className="staff-dialog"
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    >
      <form
        className="form staff-dialog__form"
        noValidate
        onSubmit={(event) => void form.submit(event)}
      >
        <h2 id={headingId}>{title}</h2>
        <p className="staff-dialog__intro">{intro}</p>
        {form.formMessage ? (
          <FormErrorBox>
            <p>{form.formMessage}</p>
          </FormErrorBox>
        ) : null}
        {children}
        {form.isReasonAsked ? (
          <TextAreaField
            {...form.fieldProps('reason', form.reason, form.setReason)}
            label={COMMON.reason}
            hint={COMMON.reasonHint}
            rows={3}
            required
            maxLength={OPERATOR_REASON_MAX_LENGTH}
          />
        ) : null}
        <div className="modal__actions">
          <Button type="submit" isLoading={form.isSubmitting}>
            {submitLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {COMMON.close}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

interface ReasonChangeDialogProps extends Omit<ChangeDialogProps, 'form' | 'children'> {
  /** Prefix of the dialog's element ids, unique on the page. */
  idPrefix: string;
  /** Sends the change with the trimmed reason and does what follows a success. */
  send: (reason: string) => Promise<void>;
}

/**
 * A change that takes nothing but its reason (a pause, a resume, an end): the change dialog with
 * the reason its one field, checked and sent as every change is.
 */
export function ReasonChangeDialog({ idPrefix, send, ...dialog }: ReasonChangeDialogProps) {
  const form = useChangeForm({ idPrefix, fields: [], errors: {}, send });
  return <ChangeDialog form={form} {...dialog} />;
}
