import { useState } from 'react';
import type { AdminPrice } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { formatUsd } from '@app/domain/pricing';
import { Button } from '../../../components/ui/button';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { usePatientData } from '../../../hooks/use-patient-data';
import { listPrices } from '../api/admin-console-api';
import { useConsoleList } from '../hooks/use-console-list';
import { priceFromText } from '../utils/price-form';
import { PriceFormDialog } from './price-form-dialog';
import './admin-console.css';

const TEXT = STAFF_MESSAGES.adminPrices;
const BRAND_SELECT_ID = 'admin-prices-brand';

/** The brands the list holds, each once, in the list's order, as the brand filter's options. */
function brandsOf(prices: readonly AdminPrice[]): SelectOption[] {
  const names = new Map(prices.map((price) => [String(price.brandId), price.brandName]));
  return [...names].map(([value, label]) => ({ value, label }));
}

const isSameProduct = (a: AdminPrice, b: AdminPrice) =>
  a.brandId === b.brandId && a.itemId === b.itemId;

/**
 * `/admin/prices`: each brand's full-size prices (issue 33 item 2, ADR 160), one brand at a time:
 * a product's price now and the new prices to come, and a new price from a date with a reason.
 */
export function PricesPage() {
  const prices = usePatientData(listPrices);
  const [brandChoice, setBrandChoice] = useState('');
  const { editing, announcement, open, close, done } = useConsoleList<number>();
  const data = prices.status === 'ready' ? prices.data : undefined;
  const list = data?.prices ?? [];
  const brands = brandsOf(list);
  // The first brand until another is chosen (or when the chosen one is no longer listed).
  const brand = brands.find((each) => each.value === brandChoice) ?? brands[0];
  const shown = list.filter((price) => String(price.brandId) === brand?.value);
  const edited = shown.find((price) => price.itemId === editing);

  function saved(next: AdminPrice, words: string) {
    if (data) {
      prices.replace({
        ...data,
        prices: list.map((price) => (isSameProduct(price, next) ? next : price)),
      });
    }
    done(words);
  }

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
          <div className="admin-toolbar">
            <div className="admin-filter">
              <SelectField
                id={BRAND_SELECT_ID}
                name="brand"
                label={TEXT.brandFilter}
                options={brands}
                value={brand.value}
                onChange={(event) => setBrandChoice(event.target.value)}
              />
            </div>
            <div role="status" className="admin-notice">
              {announcement}
            </div>
          </div>
          <ScrollTable
            id="admin-prices"
            caption={fillTemplate(TEXT.caption, { brand: brand.label })}
            isCaptionHidden
            columns={Object.values(TEXT.columns)}
          >
            {shown.map((price) => (
              <PriceRow key={price.itemId} price={price} onOpen={open} />
            ))}
          </ScrollTable>
        </>
      )}
      {edited && data ? (
        <PriceFormDialog
          price={edited}
          earliestDate={data.earliestDate}
          onSaved={saved}
          onClose={close}
        />
      ) : null}
    </DashboardPage>
  );
}

function PriceRow({ price, onOpen }: { price: AdminPrice; onOpen: (itemId: number) => void }) {
  return (
    <tr>
      <th scope="row">{price.productName}</th>
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
        <Button
          variant="secondary"
          aria-label={fillTemplate(TEXT.change, { product: price.productName })}
          onClick={() => onOpen(price.itemId)}
        >
          {TEXT.columns.actions}
        </Button>
      </td>
    </tr>
  );
}
