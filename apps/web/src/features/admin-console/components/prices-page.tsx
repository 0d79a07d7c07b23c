import type { AdminPrice, AdminProductSales } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { formatUsd } from '@app/domain/pricing';
import { Button } from '../../../components/ui/button';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { usePatientData } from '../../../hooks/use-patient-data';
import { listPrices } from '../api/admin-console-api';
import { useBrandFilter } from '../hooks/use-brand-filter';
import { useConsoleList } from '../hooks/use-console-list';
import { priceFromText } from '../utils/price-form';
import { hasSalesControl, isPaused, isSameSalesProduct } from '../utils/product-sales';
import { BrandToolbar } from './brand-toolbar';
import { PriceFormDialog } from './price-form-dialog';
import { ProductSalesDialog } from './product-sales-dialog';
import './admin-console.css';

const TEXT = STAFF_MESSAGES.adminPrices;
const BRAND_SELECT_ID = 'admin-prices-brand';

/** One row: a brand's price of one kind (full size, trial size, one time) of an item. */
const isSamePrice = (a: AdminPrice, b: Pick<AdminPrice, 'itemId' | 'priceKind'>) =>
  a.itemId === b.itemId && a.priceKind === b.priceKind;
const isSameProduct = (a: AdminPrice, b: AdminPrice) =>
  a.brandId === b.brandId && isSamePrice(a, b);
const rowKey = (price: AdminPrice) => `${price.itemId}-${price.priceKind}`;

/** What is open over the list, for a row: its new price, or a pause or resume of its product's sales. */
interface Editing extends Pick<AdminPrice, 'itemId' | 'priceKind'> {
  kind: 'price' | 'sales';
}

/**
 * `/admin/prices`: each brand's prices (issue 33 item 2, ADRs 160, 161, 165), full size, trial size
 * and one time, one brand at a time: a product's price now and the new prices to come, and a new price from a date with a
 * reason; an over-the-counter product's new sales paused or resumed, every option of it, with a
 * reason.
 */
export function PricesPage() {
  const prices = usePatientData(listPrices);
  const { editing, announcement, open, close, done } = useConsoleList<Editing>();
  const data = prices.status === 'ready' ? prices.data : undefined;
  const list = data?.prices ?? [];
  const { brands, brand, shown, choose } = useBrandFilter(list);
  const edited = editing ? shown.find((price) => isSamePrice(price, editing)) : undefined;

  /** A change is done: the rows it changed drawn anew, and its words announced. */
  function changed(rowOf: (price: AdminPrice) => AdminPrice, words: string) {
    if (data) {
      prices.replace({ ...data, prices: list.map(rowOf) });
    }
    done(words);
  }

  const saved = (next: AdminPrice, words: string) =>
    changed((price) => (isSameProduct(price, next) ? next : price), words);

  // Every option of the product takes the new state.
  const salesChanged = (sales: AdminProductSales, words: string) =>
    changed(
      (price) =>
        isSameSalesProduct(price, sales) ? { ...price, salesPausedAt: sales.salesPausedAt } : price,
      words,
    );

  return (
    <DashboardPage
      isWide
      headingId="admin-prices-heading"
      title={TEXT.heading}
      intro={TEXT.intro}
      load={prices}
      text={TEXT}
    >
      {brand === undefined ? (
        <p>{TEXT.empty}</p>
      ) : (
        <>
          <BrandToolbar
            id={BRAND_SELECT_ID}
            label={TEXT.brandFilter}
            brands={brands}
            value={brand.value}
            onChoose={choose}
            announcement={announcement}
          />
          <ScrollTable
            id="admin-prices"
            caption={fillTemplate(TEXT.caption, { brand: brand.label })}
            isCaptionHidden
            columns={Object.values(TEXT.columns)}
          >
            {shown.map((price) => (
              <PriceRow key={rowKey(price)} price={price} onOpen={open} />
            ))}
          </ScrollTable>
        </>
      )}
      {editing?.kind === 'price' && edited && data ? (
        <PriceFormDialog
          price={edited}
          earliestDate={data.earliestDate}
          onSaved={saved}
          onClose={close}
        />
      ) : null}
      {editing?.kind === 'sales' && edited && hasSalesControl(edited) ? (
        <ProductSalesDialog
          price={edited}
          productName={edited.salesName}
          onDone={salesChanged}
          onClose={close}
        />
      ) : null}
    </DashboardPage>
  );
}

function PriceRow({ price, onOpen }: { price: AdminPrice; onOpen: (editing: Editing) => void }) {
  return (
    <tr>
      <th scope="row">
        {price.productName}
        {isPaused(price) ? (
          <>
            {' '}
            <span className="admin-status admin-status--row">{TEXT.salesPaused}</span>
          </>
        ) : null}
      </th>
      <td>{formatUsd(price.currentCents)}</td>
      <td>
        {price.scheduled.length === 0 ? (
          TEXT.none
        ) : (
          <ul className="admin-scheduled">
            {price.scheduled.map((change) => (
              <li key={change.id}>{priceFromText(change.priceCents, change.effectiveOn)}</li>
            ))}
          </ul>
        )}
      </td>
      <td>
        <div className="admin-actions">
          <Button
            variant="secondary"
            aria-label={fillTemplate(TEXT.change, { product: price.productName })}
            onClick={() =>
              onOpen({ kind: 'price', itemId: price.itemId, priceKind: price.priceKind })
            }
          >
            {TEXT.columns.actions}
          </Button>
          {hasSalesControl(price) ? (
            <Button
              variant="secondary"
              aria-label={fillTemplate(isPaused(price) ? TEXT.resumeSalesOf : TEXT.pauseSalesOf, {
                product: price.salesName,
              })}
              onClick={() =>
                onOpen({ kind: 'sales', itemId: price.itemId, priceKind: price.priceKind })
              }
            >
              {isPaused(price) ? TEXT.resumeSales : TEXT.pauseSales}
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
