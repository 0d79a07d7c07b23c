import type { AdminCardCopy } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { usePatientData } from '../../../hooks/use-patient-data';
import { listCardCopy } from '../api/admin-console-api';
import { useBrandFilter } from '../hooks/use-brand-filter';
import { useConsoleList } from '../hooks/use-console-list';
import { cardCopyChangeText } from '../utils/card-copy-form';
import { BrandToolbar } from './brand-toolbar';
import { CardCopyFormDialog } from './card-copy-form-dialog';
import './admin-console.css';

const TEXT = STAFF_MESSAGES.adminCardCopy;
// One brand at a time: the brand is the filter's, not a column's.
const { brand: _byTheFilter, ...COLUMNS } = TEXT.columns;

/** A row: a brand's product card. */
type CardOf = Pick<AdminCardCopy, 'brandId' | 'cardKey'>;
const isSameCard = (a: CardOf, b: CardOf) => a.brandId === b.brandId && a.cardKey === b.cardKey;

/**
 * `/admin/copy`: what each brand's product cards say (issue 33 item 2, ADR 167), one brand at a
 * time: a card's name, description, claim and last change, and the copy changed whole with a
 * reason.
 */
export function CardCopyPage() {
  const cards = usePatientData(listCardCopy);
  const { editing, announcement, open, close, done } = useConsoleList<CardOf>();
  const list = cards.status === 'ready' ? cards.data : [];
  const { brands, brand, shown, choose } = useBrandFilter(list);
  const edited = editing ? shown.find((card) => isSameCard(card, editing)) : undefined;

  /** The card saved: its row drawn anew in place, and the words announced. */
  function saved(next: AdminCardCopy, words: string) {
    cards.replace(list.map((card) => (isSameCard(card, next) ? next : card)));
    done(words);
  }

  return (
    <DashboardPage
      isWide
      headingId="admin-copy-heading"
      title={TEXT.heading}
      intro={TEXT.intro}
      load={cards}
      text={TEXT}
    >
      {brand === undefined ? (
        <p>{TEXT.empty}</p>
      ) : (
        <>
          <BrandToolbar
            id="admin-copy-brand"
            label={TEXT.columns.brand}
            brands={brands}
            value={brand.value}
            onChoose={choose}
            announcement={announcement}
          />
          <ScrollTable
            id="admin-copy"
            caption={TEXT.caption}
            isCaptionHidden
            columns={Object.values(COLUMNS)}
          >
            {shown.map((card) => (
              <CardCopyRow key={card.cardKey} card={card} onOpen={open} />
            ))}
          </ScrollTable>
        </>
      )}
      {edited ? <CardCopyFormDialog card={edited} onSaved={saved} onClose={close} /> : null}
    </DashboardPage>
  );
}

function CardCopyRow({ card, onOpen }: { card: AdminCardCopy; onOpen: (card: CardOf) => void }) {
  return (
    <tr>
      <th scope="row">{card.copy.name}</th>
      <td>{card.copy.bodyDescription}</td>
      <td>{card.copy.claim ? card.copy.claim.short : TEXT.noClaim}</td>
      <td>{cardCopyChangeText(card)}</td>
      <td>
        <Button
          variant="secondary"
          aria-label={fillTemplate(TEXT.change, {
            product: card.copy.name,
            brand: card.brandName,
          })}
          onClick={() => onOpen({ brandId: card.brandId, cardKey: card.cardKey })}
        >
          {TEXT.changeButton}
        </Button>
      </td>
    </tr>
  );
}
