import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import './product-rating.css';

/** Stars and review count of a product (001 §3 rating, numReviews). */
export function ProductRating({ rating, numReviews }: { rating: number | undefined; numReviews: number | undefined }) {
  if (rating === undefined) {
    return null;
  }
  const count = (numReviews ?? 0).toLocaleString('en-US');
  const label = fillTemplate(MESSAGES.selection.ratingLabel, { rating: rating.toFixed(1), count });
  return (
    <p className="product-rating">
      <span className="product-rating__stars" aria-hidden="true" style={{ ['--rating' as string]: String(rating) }} />
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true">
        {rating.toFixed(1)} ({count})
      </span>
    </p>
  );
}
