import { fillTemplate } from '@app/domain/formatting';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';

const TEXT = STOREFRONT_MESSAGES.storefront;

/** A product's rating and review count as one short line ("★ 4.8 · 1,204 reviews"), read out in words. */
export function ShopRating({ rating, numReviews }: { rating: number | null; numReviews: number | null }) {
  if (rating === null) {
    return null;
  }
  const score = rating.toFixed(1);
  const reviews = numReviews === null ? '' : fillTemplate(TEXT.reviews, { count: numReviews.toLocaleString('en-US') });
  return (
    <p className="shop-rating">
      <span className="visually-hidden">{fillTemplate(TEXT.rating, { rating: score })}</span>
      <span className="shop-rating__stars" aria-hidden="true">
        ★ {score}
      </span>
      {reviews ? <span className="shop-rating__reviews"> · {reviews}</span> : null}
    </p>
  );
}
