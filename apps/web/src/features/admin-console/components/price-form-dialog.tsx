import { useState } from 'react';
import type { AdminPrice } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { formatUsd } from '@app/domain/pricing';
import { ChangeDialog } from '../../../components/staff/change-dialog';
import { useChangeForm } from '../../../components/staff/use-change-form';
import { TextField } from '../../../components/ui/text-field';
import { schedulePrice } from '../api/admin-console-api';
import {
  priceChangeOf,
  priceDoneText,
  priceFormProblems,
  type PriceFormValues,
} from '../utils/price-form';
import { valueFields } from './value-fields';

const TEXT = STAFF_MESSAGES.adminPriceForm;
const FIELDS = ['priceCents', 'effectiveOn'] as const;

interface PriceFormDialogProps {
  /** The brand's product whose price changes. */
  price: AdminPrice;
  /** The first date a new price may start, as the server said with the list. */
  earliestDate: string;
  /** The product as the server answered it, with the words the page announces. */
  onSaved: (price: AdminPrice, announcement: string) => void;
  onClose: () => void;
}

/**
 * A product's new price of a brand from a date (issue 33 item 2, ADR 160): the price in dollars
 * and the first day, checked as the server checks them, the server's words under their fields,
 * and the admin's reason.
 */
export function PriceFormDialog({ price, earliestDate, onSaved, onClose }: PriceFormDialogProps) {
  const [values, setValues] = useState<PriceFormValues>({ priceCents: '', effectiveOn: '' });
  const form = useChangeForm({
    idPrefix: `admin-price-${price.brandId}-${price.itemId}-${price.priceKind}`,
    fields: FIELDS,
    errors: priceFormProblems(values, earliestDate),
    send: async (reason) => {
      const change = priceChangeOf(price, values, reason);
      const saved = await schedulePrice(change);
      onSaved(saved, priceDoneText(saved.productName, change));
    },
  });
  const field = valueFields(form, values, setValues);

  return (
    <ChangeDialog
      form={form}
      title={fillTemplate(TEXT.heading, { product: price.productName })}
      intro={price.priceKind === 'full-size' ? TEXT.intro : TEXT.introAtCheckout}
      submitLabel={TEXT.submit}
      onClose={onClose}
    >
      <p className="staff-dialog__note">
        {fillTemplate(TEXT.now, { price: formatUsd(price.currentCents) })}
      </p>
      <div className="staff-dialog__row">
        <TextField {...field('priceCents', TEXT.priceCents)} inputMode="decimal" required />
        <TextField
          {...field('effectiveOn', TEXT.effectiveOn)}
          type="date"
          min={earliestDate}
          required
          hint={TEXT.effectiveOnHint}
        />
      </div>
    </ChangeDialog>
  );
}
