import { useState } from 'react';
import type { OperatorSubscription, PatientOverview } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { earliestOperatorBillDate, OPERATOR_BILL_DATE_MAX_DAYS_AHEAD, operatorBillDateRefusal } from '@app/domain/operations';
import { formatBillDate, addDays, calendarDateIn, CANCEL_REASONS } from '@app/domain/subscriptions';
import type { FieldErrors } from '@app/domain/validation';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { cancelSubscription, setNextBillDate, skipNextBox } from '../api/operator-console-api';
import { useChangeForm } from '../../../components/staff/use-change-form';
import type { FixDialogBase } from '../hooks/use-fix-form';
import { ChangeDialog } from '../../../components/staff/change-dialog';

const TEXT = STAFF_MESSAGES.opsFixes;
const REASON_OPTIONS = CANCEL_REASONS.map((reason) => ({
  value: reason,
  label: MESSAGES.cancelReasons[reason],
}));
const isCancelReason = (value: string): value is (typeof CANCEL_REASONS)[number] =>
  (CANCEL_REASONS as readonly string[]).includes(value);

type SubscriptionDialogProps = FixDialogBase & {
  subscription: OperatorSubscription;
  /** The overview's `readAt`: now on the app's clock, which the server's rules count from. */
  readAt: string;
};

/** The subscription's next bill date, as the patient reads it in their zone. */
const billDateOf = (subscription: OperatorSubscription, date = subscription.nextBillDate) =>
  formatBillDate(date, subscription.timeZone);
/** The next bill date the fresh overview gives the subscription, as the patient reads it. */
const newBillDate = (overview: PatientOverview, subscription: OperatorSubscription) =>
  billDateOf(overview.subscriptions.find((next) => next.id === subscription.id) ?? subscription);

/** Sets the date the next box bills: three days to a year ahead in the patient's zone (the server's rule). */
export function BillDateDialog({ subscription, readAt, ...base }: SubscriptionDialogProps) {
  // The app's clock, not the browser's: in development the server's runs simulated (issue 29 item 6).
  const today = calendarDateIn(Date.parse(readAt), subscription.timeZone);
  const earliest = earliestOperatorBillDate(today);
  const [date, setDate] = useState('');
  const refusal = operatorBillDateRefusal(date, today);
  const errors: FieldErrors = refusal
    ? { date: [fillTemplate(STAFF_MESSAGES.operatorConsole.billDate[refusal], { earliest })] }
    : {};
  const form = useChangeForm({
    idPrefix: `ops-date-${subscription.id}`,
    fields: ['date'],
    errors,
    send: (reason) =>
      base.run(
        () => setNextBillDate(base.patientId, subscription.id, { date, reason }),
        (overview) => ({
          announcement: fillTemplate(TEXT.dateDone, { date: newBillDate(overview, subscription) }),
        }),
      ),
  });
  return (
    <ChangeDialog
      form={form}
      title={TEXT.dateHeading}
      intro={fillTemplate(TEXT.dateIntro, {
        date: billDateOf(subscription),
        earliest: billDateOf(subscription, earliest),
      })}
      submitLabel={TEXT.dateSubmit}
      onClose={base.onClose}
      returnFocusRef={base.returnFocusRef}
    >
      <TextField
        {...form.fieldProps('date', date, setDate)}
        type="date"
        label={TEXT.date}
        min={earliest}
        max={addDays(today, OPERATOR_BILL_DATE_MAX_DAYS_AHEAD)}
      />
    </ChangeDialog>
  );
}

/** Skips the next box: it bills one cadence later. */
export function SkipDialog({ subscription, ...base }: SubscriptionDialogProps) {
  const form = useChangeForm({
    idPrefix: `ops-skip-${subscription.id}`,
    fields: [],
    errors: {},
    send: (reason) =>
      base.run(
        () => skipNextBox(base.patientId, subscription.id, reason),
        (overview) => ({
          announcement: fillTemplate(TEXT.skipDone, { date: newBillDate(overview, subscription) }),
        }),
      ),
  });
  return (
    <ChangeDialog
      form={form}
      title={TEXT.skipHeading}
      intro={fillTemplate(TEXT.skipIntro, {
        date: billDateOf(subscription),
        days: subscription.cadenceDays,
      })}
      submitLabel={TEXT.skipSubmit}
      onClose={base.onClose}
      returnFocusRef={base.returnFocusRef}
    />
  );
}

/**
 * Cancels on the patient's behalf: the patient's reason from their own list, and the operator's.
 * The Cancel button goes with the subscription, so focus then lands on its heading.
 */
export function CancelSubscriptionDialog({ subscription, ...base }: SubscriptionDialogProps) {
  const [cancelReason, setCancelReason] = useState('');
  const form = useChangeForm({
    idPrefix: `ops-cancel-${subscription.id}`,
    fields: ['cancelReason'],
    errors: isCancelReason(cancelReason)
      ? {}
      : { cancelReason: [MESSAGES.manageSubscription.cancelReasonRequired] },
    send: (reason) =>
      base.run(
        () =>
          cancelSubscription(base.patientId, subscription.id, {
            cancelReason: cancelReason as (typeof CANCEL_REASONS)[number],
            reason,
          }),
        () => ({ announcement: TEXT.cancelDone, focusId: subscriptionHeadingId(subscription.id) }),
      ),
  });
  return (
    <ChangeDialog
      form={form}
      title={TEXT.cancelHeading}
      intro={TEXT.cancelIntro}
      submitLabel={TEXT.cancelSubmit}
      onClose={base.onClose}
      returnFocusRef={base.returnFocusRef}
    >
      <SelectField
        {...form.fieldProps('cancelReason', cancelReason, setCancelReason)}
        label={TEXT.cancelReason}
        placeholder={TEXT.cancelReasonPlaceholder}
        options={REASON_OPTIONS}
        required
      />
    </ChangeDialog>
  );
}

/** The id of a subscription's heading on the patient page, where focus goes when its buttons go. */
export const subscriptionHeadingId = (subscriptionId: number) =>
  `ops-subscription-${subscriptionId}`;
