import { useState } from 'react';
import type { AdminBrandSelling, AdminSellingSettings } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { staffTime } from '../../../lib/dates';
import { listOffers } from '../api/admin-console-api';
import { useConsoleList } from '../hooks/use-console-list';
import { BrandToolbar } from './brand-toolbar';
import { OffersEditor } from './offers-editor';
import type { OrderSummaryComponent } from './offers-preview';
import './admin-console.css';

const TEXT = STAFF_MESSAGES.adminOffers;

/** "Last changed Mar 3, 2027, 9:30 AM EST: Spring offer", or that the brand sells as released. */
function lastChangeText(brand: AdminBrandSelling): string {
  return brand.changedAt === null
    ? TEXT.asReleased
    : fillTemplate(TEXT.lastChange, {
        date: staffTime(brand.changedAt),
        reason: brand.reason ?? '',
      });
}

/**
 * `/admin/offers`: how each brand sells to new patients (issue 33 item 3, ADR 163), one brand at a
 * time: its trial offer, the selection page's flags and copy, its fees, its gift and the hair
 * page's promotion; previewed as a new patient would see them (the app gives the patient's order
 * summary: a feature does not import another), and saved whole with a reason.
 */
export function OffersPage({ OrderSummary }: { OrderSummary: OrderSummaryComponent }) {
  const offers = usePatientData(listOffers);
  const [brandChoice, setBrandChoice] = useState('');
  const { editing, announcement, open, close, done } = useConsoleList<AdminSellingSettings>();
  const brands = offers.status === 'ready' ? offers.data : [];
  // The first brand until another is chosen.
  const brand = brands.find((each) => String(each.brandId) === brandChoice) ?? brands[0];

  function saved(next: AdminBrandSelling, words: string) {
    offers.replace(brands.map((each) => (each.brandId === next.brandId ? next : each)));
    done(words);
  }

  return (
    <DashboardPage
      isWide
      headingId="admin-offers-heading"
      title={TEXT.heading}
      intro={TEXT.intro}
      load={offers}
      text={TEXT}
    >
      {brand === undefined ? (
        <p>{TEXT.empty}</p>
      ) : (
        <>
          <BrandToolbar
            id="admin-offers-brand"
            label={TEXT.brand}
            brands={brands.map((each) => ({ value: String(each.brandId), label: each.brandName }))}
            value={String(brand.brandId)}
            onChoose={setBrandChoice}
            announcement={announcement}
          />
          <p className="admin-offers__note">{lastChangeText(brand)}</p>
          <OffersEditor
            key={brand.brandId}
            brand={brand}
            OrderSummary={OrderSummary}
            saving={editing}
            onSave={open}
            onClose={close}
            onSaved={saved}
          />
        </>
      )}
    </DashboardPage>
  );
}
