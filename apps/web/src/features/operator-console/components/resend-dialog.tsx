import type { OperatorOutboxMessage } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { resendMessage } from '../api/operator-console-api';
import { useChangeForm } from '../../../components/staff/use-change-form';
import type { FixDialogBase } from '../hooks/use-fix-form';
import { ChangeDialog } from '../../../components/staff/change-dialog';

const TEXT = STAFF_MESSAGES.opsFixes;

/** Sends a text or email again to the same recipient, as a new message (ADR 119). */
export function ResendDialog({
  message,
  ...base
}: FixDialogBase & { message: OperatorOutboxMessage }) {
  const words = {
    template: message.template,
    channel: STAFF_MESSAGES.opsCare.channels[message.channel].toLowerCase(),
    recipient: message.recipient,
  };
  const form = useChangeForm({
    idPrefix: `ops-resend-${message.id}`,
    fields: [],
    errors: {},
    send: (reason) =>
      base.run(
        () => resendMessage(base.patientId, message.id, reason),
        () => ({ announcement: fillTemplate(TEXT.resendDone, words) }),
      ),
  });
  return (
    <ChangeDialog
      form={form}
      title={fillTemplate(TEXT.resendHeading, words)}
      intro={fillTemplate(TEXT.resendIntro, words)}
      submitLabel={TEXT.resendSubmit}
      onClose={base.onClose}
      returnFocusRef={base.returnFocusRef}
    />
  );
}
