import { useRef, useState } from 'react';
import type {
  AdminSellingPreview,
  AdminSellingSettings,
  ProductSelectionData,
} from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { failureMessages } from '../../../lib/failure-messages';
import { previewOffers } from '../api/admin-console-api';
import type { CheckedOffers } from '../utils/offers-form';

export type PreviewCategory = AdminSellingPreview['category'];

export type DrawnPreview =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: ProductSelectionData }
  | { status: 'error'; messages: string[] };

const keyOf = (settings: AdminSellingSettings, category: PreviewCategory) =>
  JSON.stringify({ settings, category });

/**
 * The preview of a brand's settings not yet saved (ADR 163): the category shown, the last preview
 * drawn (only the last one asked for lands), and whether the form has changed since.
 */
export function useOffersPreview(brandId: number) {
  const [category, setCategory] = useState<PreviewCategory>('skin');
  const [drawn, setDrawn] = useState<DrawnPreview>({ status: 'idle' });
  const [drawnFor, setDrawnFor] = useState('');
  const latest = useRef(0);

  async function draw(settings: AdminSellingSettings) {
    const call = ++latest.current;
    setDrawn({ status: 'loading' });
    setDrawnFor(keyOf(settings, category));
    try {
      const data = await previewOffers(brandId, { settings, category });
      if (call === latest.current) {
        setDrawn({ status: 'ready', data });
      }
    } catch (error) {
      if (call === latest.current) {
        setDrawn({
          status: 'error',
          messages: failureMessages(error, MESSAGES.form.genericServerError),
        });
      }
    }
  }

  /** True while a drawn preview shows other settings, or another category, than the form's. */
  const isStale = (checked: CheckedOffers) =>
    drawn.status === 'ready' &&
    !('settings' in checked && keyOf(checked.settings, category) === drawnFor);

  return { category, setCategory, drawn, draw, isStale };
}

export type OffersPreviewState = ReturnType<typeof useOffersPreview>;
