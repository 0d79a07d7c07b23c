import { useState } from 'react';
import type { OperatorCharge } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { dollarsFieldValue, formatUsd } from '@app/domain/pricing';
import { TextField } from '../../../components/ui/text-field';
import { refundCharge } from '../api/operator-console-api';
import { useChangeForm } from '../../../components/staff/use-change-form';
import type { FixDialogBase } from '../hooks/use-fix-form';
import { consoleDate } from '../utils/console-text';
import { refundAmountOf, refundAnnouncement, refundOfKey } from '../utils/refund-form';
import { ChangeDialog } from '../../../components/staff/change-dialog';

const TEXT = STAFF_MESSAGES.opsFixes;

/** The name of a processor in a sentence: "Stripe", "the sandbox processor". */
export const processorName = (processor: string) =>
  STAFF_MESSAGES.opsMoney.processors[processor] ?? processor;

/** The id of a charge's heading on the patient page, where focus goes after a refund. */
export const chargeHeadingId = (chargeId: number) => `ops-charge-${chargeId}`;

/**
 * Refunds part or all of a charge (ADR 119, 121). The amount is typed in dollars, read as whole
 * cents by the domain, and starts at what is left. The refund's key is made once per opening of
 * the dialog and kept until it closes: a double click, a retry after a timeout, or sending a
 * pending refund again all carry it, and the server refunds once. Whether the amount is more than
 * is left is the server's to say; it answers in its words under the amount.
 */
export function RefundDialog({
  charge,
  timeZone,
  ...base
}: FixDialogBase & { charge: OperatorCharge; timeZone: string }) {
  const [refundKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(() => dollarsFieldValue(charge.refundableCents));
  const parsed = refundAmountOf(amount);
  const form = useChangeForm({
    idPrefix: `ops-refund-${charge.id}`,
    fields: ['amountCents'],
    errors: 'problem' in parsed ? { amountCents: [parsed.problem] } : {},
    send: async (reason) => {
      const amountCents = 'cents' in parsed ? parsed.cents : 0;
      await base.run(
        () => refundCharge(base.patientId, charge.id, { amountCents, refundKey, reason }),
        (overview) => ({
          announcement: refundAnnouncement(
            refundOfKey(overview, charge.id, refundKey),
            amountCents,
          ),
          focusId: chargeHeadingId(charge.id),
        }),
      );
    },
  });
  const date = consoleDate(charge.createdAt, timeZone);
  return (
    <ChangeDialog
      form={form}
      title={fillTemplate(TEXT.refundHeading, { date })}
      intro={fillTemplate(TEXT.refundIntro, {
        amount: formatUsd(charge.amountCents),
        left: formatUsd(charge.refundableCents),
        processor: processorName(charge.processor),
      })}
      submitLabel={TEXT.refundSubmit}
      onClose={base.onClose}
      returnFocusRef={base.returnFocusRef}
    >
      <TextField
        {...form.fieldProps('amountCents', amount, setAmount)}
        label={TEXT.amount}
        hint={TEXT.amountHint}
        inputMode="decimal"
        autoComplete="off"
      />
    </ChangeDialog>
  );
}
