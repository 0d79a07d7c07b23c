import type { AdminPromotion } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { usePatientData } from '../../../hooks/use-patient-data';
import { staffTime } from '../../../lib/dates';
import { listPromotions } from '../api/admin-console-api';
import { appliesToText, offerText, usesText, windowText } from '../utils/promotion-text';
import './admin-console.css';

const TEXT = STAFF_MESSAGES.adminPromotions;

/**
 * `/admin/promotions`: every brand's promotion codes (issue 33 item 4, ADR 158): what each takes
 * off and for which treatment, when it can be claimed, its claims against its limit and whether a
 * patient can claim it now.
 */
export function PromotionsPage() {
  const promotions = usePatientData(listPromotions);
  const list = promotions.status === 'ready' ? promotions.data : [];
  return (
    <DashboardPage isWide headingId="admin-promotions-heading" title={TEXT.heading} intro={TEXT.intro} load={promotions} text={TEXT}>
      {list.length === 0 ? (
        <p>{TEXT.empty}</p>
      ) : (
        <ScrollTable id="admin-promotions" caption={TEXT.caption} isCaptionHidden>
          <thead>
            <tr>
              <th scope="col">{TEXT.columns.code}</th>
              <th scope="col">{TEXT.columns.brand}</th>
              <th scope="col">{TEXT.columns.offer}</th>
              <th scope="col">{TEXT.columns.appliesTo}</th>
              <th scope="col">{TEXT.columns.window}</th>
              <th scope="col">{TEXT.columns.uses}</th>
              <th scope="col">{TEXT.columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((promotion) => (
              <PromotionRow key={promotion.id} promotion={promotion} />
            ))}
          </tbody>
        </ScrollTable>
      )}
    </DashboardPage>
  );
}

function PromotionRow({ promotion }: { promotion: AdminPromotion }) {
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
      <td>
        <span className={`admin-status admin-status--${promotion.status}`}>{TEXT.statuses[promotion.status]}</span>
      </td>
    </tr>
  );
}
