import { useRef, type FormEvent } from 'react';
import type { AdminBrandSelling, AdminSellingSettings } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { hasFieldErrors } from '@app/domain/validation';
import { ReasonChangeDialog } from '../../../components/staff/change-dialog';
import { Button } from '../../../components/ui/button';
import { isValidationError } from '../../../lib/api-client';
import { saveOffers } from '../api/admin-console-api';
import { useOffersForm } from '../hooks/use-offers-form';
import { useOffersPreview } from '../hooks/use-offers-preview';
import { offersFieldErrors } from '../utils/offers-form';
import { OffersFields } from './offers-fields';
import { OffersPreview, type OrderSummaryComponent } from './offers-preview';

const TEXT = STAFF_MESSAGES.adminOffers;

interface OffersEditorProps {
  brand: AdminBrandSelling;
  OrderSummary: OrderSummaryComponent;
  /** The settings being saved while the reason dialog is open; null when it is closed. */
  saving: AdminSellingSettings | null;
  /** Opens the reason dialog for settings that pass the rules. */
  onSave: (settings: AdminSellingSettings) => void;
  onClose: () => void;
  /** The brand as the server answered it, with the words the page announces. */
  onSaved: (brand: AdminBrandSelling, announcement: string) => void;
}

/**
 * A brand's offers and flags as a form (issue 33 item 3, ADR 163): checked by the server's own
 * rules before a preview or a save, previewed as a new patient would see them, and saved whole
 * with the admin's reason. The server's words on a field show under it; on the reason, in the
 * dialog.
 */
export function OffersEditor({
  brand,
  OrderSummary,
  saving,
  onSave,
  onClose,
  onSaved,
}: OffersEditorProps) {
  const form = useOffersForm(brand);
  const preview = useOffersPreview(brand.brandId);
  // Where focus goes once the dialog closes: the first field the server refused, else the opener.
  const returnFocus = useRef<HTMLElement | null>(null);
  const words = { brand: brand.brandName };

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const settings = form.settingsToSend();
    if (settings) {
      returnFocus.current = null;
      onSave(settings);
    }
  }

  async function send(settings: AdminSellingSettings, reason: string) {
    try {
      onSaved(
        await saveOffers(brand.brandId, { settings, reason }),
        fillTemplate(TEXT.saved, words),
      );
    } catch (error) {
      const fields = isValidationError(error) ? offersFieldErrors(error.errors) : {};
      if (!hasFieldErrors(fields)) {
        throw error;
      }
      returnFocus.current = form.showServerErrors(fields);
      onClose();
    }
  }

  return (
    <div className="admin-offers">
      <form className="form admin-offers__form" noValidate onSubmit={save}>
        <OffersFields form={form} />
        <div className="admin-toolbar">
          <Button type="submit">{TEXT.save}</Button>
        </div>
      </form>
      <OffersPreview
        brandId={brand.brandId}
        preview={preview}
        isStale={preview.isStale(form.checked)}
        onPreview={() => {
          const settings = form.settingsToSend();
          if (settings) {
            void preview.draw(settings);
          }
        }}
        OrderSummary={OrderSummary}
      />
      {saving ? (
        <ReasonChangeDialog
          idPrefix={`admin-offers-${brand.brandId}-save`}
          send={(reason) => send(saving, reason)}
          title={fillTemplate(TEXT.saveHeading, words)}
          intro={fillTemplate(TEXT.saveIntro, words)}
          submitLabel={TEXT.save}
          onClose={onClose}
          returnFocusRef={returnFocus}
        />
      ) : null}
    </div>
  );
}
