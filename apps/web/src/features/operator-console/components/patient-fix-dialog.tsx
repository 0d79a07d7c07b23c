import type { PatientOverview } from '@app/domain/contracts';
import type { FixDialogBase } from '../hooks/use-fix-form';
import { AddressDialog } from './address-dialog';
import { RefundDialog } from './refund-dialog';
import { ResendDialog } from './resend-dialog';
import type { SubscriptionFix } from './subscriptions-section';
import { BillDateDialog, CancelSubscriptionDialog, SkipDialog } from './subscription-dialogs';

/** The fix an operator opened, by what it aims at (read from the overview as it is now). */
export type PatientFix =
  | { kind: 'address' }
  | { kind: SubscriptionFix; subscriptionId: number }
  | { kind: 'refund'; chargeId: number }
  | { kind: 'resend'; messageId: number };

/**
 * The dialog of the open fix. What it aims at is looked up in the overview shown now, so a page
 * read again after a conflict gives the dialog the fresh figures; if it is gone, nothing is shown.
 */
export function PatientFixDialog({
  fix,
  overview,
  timeZone,
  ...base
}: FixDialogBase & { fix: PatientFix; overview: PatientOverview; timeZone: string }) {
  switch (fix.kind) {
    case 'address':
      return <AddressDialog account={overview.account} {...base} />;
    case 'date':
    case 'skip':
    case 'cancel': {
      const subscription = overview.subscriptions.find(
        (candidate) => candidate.id === fix.subscriptionId,
      );
      if (!subscription) {
        return null;
      }
      const Dialog =
        fix.kind === 'date'
          ? BillDateDialog
          : fix.kind === 'skip'
            ? SkipDialog
            : CancelSubscriptionDialog;
      return <Dialog subscription={subscription} readAt={overview.readAt} {...base} />;
    }
    case 'refund': {
      const charge = overview.charges.find((candidate) => candidate.id === fix.chargeId);
      return charge ? <RefundDialog charge={charge} timeZone={timeZone} {...base} /> : null;
    }
    case 'resend': {
      const message = overview.messages.find((candidate) => candidate.id === fix.messageId);
      return message ? <ResendDialog message={message} {...base} /> : null;
    }
  }
}
