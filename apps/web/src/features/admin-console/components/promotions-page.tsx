import type { AdminPromotion } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { usePatientData } from '../../../hooks/use-patient-data';
import { staffTime } from '../../../lib/dates';
import { listPromotions, type PromotionAction } from '../api/admin-console-api';
import { useConsoleList } from '../hooks/use-console-list';
import { appliesToText, givenText, offerText, usesText, windowText } from '../utils/promotion-text';
import { PromotionActionDialog } from './promotion-action-dialog';
import { PromotionFormDialog } from './promotion-form-dialog';
import './admin-console.css';

const TEXT = STAFF_MESSAGES.adminPromotions;
const FORM = STAFF_MESSAGES.adminPromotionForm;

/** What is open over the list: the new code's form, a code's form, or an action on a code. */
type Editing =
  | { kind: 'new' }
  | { kind: 'edit'; id: number }
  | { kind: 'action'; id: number; action: PromotionAction };

/**
 * `/admin/promotions`: every brand's promotion codes (issue 33 item 4, ADRs 158, 159): what each
 * takes off and for which treatment, when it can be claimed, its claims against its limit and its
 * status; a new code, a code's settings, a pause, a resume and an end, each with a reason.
 */
export function PromotionsPage() {
  const promotions = usePatientData(listPromotions);
  const { editing, announcement, open, close, done } = useConsoleList<Editing>();
  const list = promotions.status === 'ready' ? promotions.data : [];
  const edited =
    editing && editing.kind !== 'new'
      ? list.find((promotion) => promotion.id === editing.id)
      : undefined;

  function saved(next: AdminPromotion, words: string) {
    const isKnown = list.some((promotion) => promotion.id === next.id);
    promotions.replace(
      isKnown
        ? list.map((promotion) => (promotion.id === next.id ? next : promotion))
        : [next, ...list],
    );
    done(words);
  }

  return (
    <DashboardPage
      isWide
      headingId="admin-promotions-heading"
      title={TEXT.heading}
      intro={TEXT.intro}
      load={promotions}
      text={TEXT}
    >
      <div className="admin-toolbar">
        <Button onClick={() => open({ kind: 'new' })}>{FORM.create}</Button>
        <div role="status" className="admin-notice">
          {announcement}
        </div>
      </div>
      {list.length === 0 ? (
        <p>{TEXT.empty}</p>
      ) : (
        <ScrollTable
          id="admin-promotions"
          caption={TEXT.caption}
          isCaptionHidden
          columns={Object.values(TEXT.columns)}
        >
          {list.map((promotion) => (
            <PromotionRow key={promotion.id} promotion={promotion} onOpen={open} />
          ))}
        </ScrollTable>
      )}
      {editing?.kind === 'new' ? <PromotionFormDialog onSaved={saved} onClose={close} /> : null}
      {editing?.kind === 'edit' && edited ? (
        <PromotionFormDialog promotion={edited} onSaved={saved} onClose={close} />
      ) : null}
      {editing?.kind === 'action' && edited ? (
        <PromotionActionDialog
          promotion={edited}
          action={editing.action}
          onDone={saved}
          onClose={close}
        />
      ) : null}
    </DashboardPage>
  );
}

function PromotionRow({
  promotion,
  onOpen,
}: {
  promotion: AdminPromotion;
  onOpen: (editing: Editing) => void;
}) {
  const words = { code: promotion.code, brand: promotion.brandName };
  const isEnded = promotion.status === 'ended';
  const pauseOrResume: PromotionAction = promotion.pausedAt === null ? 'pause' : 'resume';
  return (
    <tr>
      <th scope="row">
        <span className="admin-code">{promotion.code}</span>
        <span className="admin-code__title">{promotion.titleText}</span>
      </th>
      <td>{promotion.brandName}</td>
      <td>{offerText(promotion)}</td>
      <td>{appliesToText(promotion)}</td>
      <td>{windowText(promotion, staffTime)}</td>
      <td>{usesText(promotion)}</td>
      <td>{givenText(promotion)}</td>
      <td>
        <span className={`admin-status admin-status--${promotion.status}`}>
          {TEXT.statuses[promotion.status]}
        </span>
      </td>
      <td>
        <div className="admin-actions">
          <Button
            variant="secondary"
            aria-label={fillTemplate(FORM.edit, words)}
            onClick={() => onOpen({ kind: 'edit', id: promotion.id })}
          >
            {TEXT.change}
          </Button>
          {isEnded ? null : (
            <>
              <Button
                variant="secondary"
                aria-label={fillTemplate(FORM.actions[pauseOrResume].button, words)}
                onClick={() => onOpen({ kind: 'action', id: promotion.id, action: pauseOrResume })}
              >
                {TEXT[pauseOrResume]}
              </Button>
              <Button
                variant="secondary"
                aria-label={fillTemplate(FORM.actions.end.button, words)}
                onClick={() => onOpen({ kind: 'action', id: promotion.id, action: 'end' })}
              >
                {TEXT.end}
              </Button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
