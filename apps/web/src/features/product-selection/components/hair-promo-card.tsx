import { MESSAGES } from '@app/domain/messages';
import type { ProductSelectionData } from '@app/domain/contracts';
import { Button } from '../../../components/ui/button';

interface HairPromoCardProps {
  promotion: NonNullable<ProductSelectionData['promotion']>;
  isApplied: boolean;
  isApplying: boolean;
  onApply: () => void;
}

/** The hair promo card (001 §2.1), shown when a promotion with an id exists; applied, it comes off the hair formula's line. */
export function HairPromoCard({ promotion, isApplied, isApplying, onApply }: HairPromoCardProps) {
  return (
    <aside className="hair-promo-card" aria-label={promotion.titleText}>
      <p className="hair-promo-card__title">{promotion.titleText}</p>
      <p className="hair-promo-card__text">{promotion.altText}</p>
      {isApplied ? (
        <p className="hair-promo-card__applied" role="status">
          ✓ {MESSAGES.promoSection.hairApplied}
        </p>
      ) : (
        <Button variant="secondary" onClick={onApply} isLoading={isApplying}>
          {MESSAGES.promoSection.hairApply}
        </Button>
      )}
    </aside>
  );
}
