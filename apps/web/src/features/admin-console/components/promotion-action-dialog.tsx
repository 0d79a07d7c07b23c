import type { AdminPromotion } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { ReasonChangeDialog } from '../../../components/staff/change-dialog';
import { actOnPromotion, type PromotionAction } from '../api/admin-console-api';

const TEXT = STAFF_MESSAGES.adminPromotionForm.actions;

interface PromotionActionDialogProps {
  promotion: AdminPromotion;
  action: PromotionAction;
  /** The code as the server answered it, with the words the page announces. */
  onDone: (promotion: AdminPromotion, announcement: string) => void;
  onClose: () => void;
}

/** Pauses, resumes or ends a code (ADR 159), with the admin's reason. */
export function PromotionActionDialog({
  promotion,
  action,
  onDone,
  onClose,
}: PromotionActionDialogProps) {
  const text = TEXT[action];
  const words = { code: promotion.code, brand: promotion.brandName };
  return (
    <ReasonChangeDialog
      idPrefix={`admin-${action}-${promotion.id}`}
      send={async (reason) =>
        onDone(await actOnPromotion(promotion.id, action, reason), fillTemplate(text.done, words))
      }
      title={fillTemplate(text.heading, words)}
      intro={text.intro}
      submitLabel={text.submit}
      onClose={onClose}
    />
  );
}
