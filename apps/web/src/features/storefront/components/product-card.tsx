import { useState } from 'react';
import { Link } from 'react-router';
import type { ShopProduct } from '@app/domain/contracts';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { AddToCartResult } from './add-to-cart-result';
import { OptionSwatches } from './option-swatches';
import { PriceTag } from './price-tag';
import { ShopRating } from './shop-rating';

const TEXT = STOREFRONT_MESSAGES.storefront;

/** The variant a product opens with: its first (the catalogue's order). */
export const firstVariantOf = (product: ShopProduct) => product.variants[0]!;

/**
 * One product of the shop's list: image, name, rating, price (on sale: the list price struck
 * through), its colours or tints, "View details" and "Add to cart" of one of the chosen option.
 * `isFirst` loads the first image at once: it is the page's largest paint on a phone.
 */
export function ProductCard({ product, isFirst }: { product: ShopProduct; isFirst: boolean }) {
  const [chosen, setChosen] = useState(firstVariantOf(product).variantId);
  const variant = product.variants.find((candidate) => candidate.variantId === chosen) ?? firstVariantOf(product);
  const { isAdding, outcome, add } = useAddToCart();
  const headingId = `shop-product-${product.handle}`;
  return (
    <article className="shop-card" aria-labelledby={headingId}>
      <img
        className="shop-card__image"
        src={product.image.url}
        alt={product.image.alt}
        width={320}
        height={320}
        loading={isFirst ? 'eager' : 'lazy'}
        fetchPriority={isFirst ? 'high' : undefined}
      />
      <h2 id={headingId} className="shop-card__name">
        {product.name}
      </h2>
      <ShopRating rating={product.rating} numReviews={product.numReviews} />
      <PriceTag variant={variant} />
      <OptionSwatches product={product} chosen={chosen} onChoose={setChosen} />
      <div className="shop-card__actions">
        <Button isLoading={isAdding(variant.variantId)} onClick={() => void add(variant.variantId, 1)} aria-describedby={headingId}>
          {TEXT.addToCart}
        </Button>
        <Link className="shop-card__details" to={`/shop/${product.handle}`} aria-describedby={headingId}>
          {TEXT.viewProduct}
        </Link>
      </div>
      <AddToCartResult outcome={outcome} />
    </article>
  );
}
