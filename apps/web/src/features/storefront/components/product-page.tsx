import { useState } from 'react';
import { Link } from 'react-router';
import { SHOP_LINE_MAX_QUANTITY } from '@app/domain/constants';
import type { ShopProduct } from '@app/domain/contracts';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { LoadStatus } from '../../../components/ui/load-status';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { ApiError } from '../../../lib/api-client';
import { getShopProduct } from '../api/get-shop-product';
import { productPath } from '../api/shop-paths';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useShopData } from '../hooks/use-shop-data';
import { AddToCartResult } from './add-to-cart-result';
import { OptionSwatches } from './option-swatches';
import { PriceTag } from './price-tag';
import { ProductAbout } from './product-about';
import { ShopRating } from './shop-rating';
import { firstVariantOf } from './product-card';
import { QuantitySelect } from './quantity-select';

const TEXT = STOREFRONT_MESSAGES.storefront;

/** `/shop/{handle}`: one product with what its modal holds; an unknown handle is the not-found page. */
export function ProductPage({ handle }: { handle: string }) {
  const product = useShopData<ShopProduct>(productPath(handle), () => getShopProduct(handle));
  if (product.status === 'error' && product.error instanceof ApiError && product.error.status === 404) {
    return <NotFoundPage />;
  }
  if (product.status !== 'ready') {
    return (
      <section className="page shop-product" aria-labelledby="shop-product-heading">
        <h1 id="shop-product-heading">{TEXT.heading}</h1>
        <LoadStatus status={product.status} loadingText={TEXT.loading} errorText={TEXT.loadError} retryText={TEXT.tryAgain} onRetry={product.reload} />
      </section>
    );
  }
  // Keyed, so another product's page starts from its own first option and a quantity of 1.
  return <ProductDetail key={product.data.handle} product={product.data} />;
}

function ProductDetail({ product }: { product: ShopProduct }) {
  const [chosen, setChosen] = useState(firstVariantOf(product).variantId);
  const [quantity, setQuantity] = useState(1);
  const variant = product.variants.find((candidate) => candidate.variantId === chosen) ?? firstVariantOf(product);
  const { isAdding, outcome, add } = useAddToCart();
  const { modal } = product;
  return (
    <article className="page shop-product" aria-labelledby="shop-product-heading">
      <p className="shop-product__back">
        <Link to="/shop">{TEXT.backToShop}</Link>
      </p>
      <div className="shop-product__top">
        <img className="shop-product__image" src={product.image.url} alt={product.image.alt} width={480} height={480} fetchPriority="high" />
        <div className="shop-product__buy">
          <h1 id="shop-product-heading">{product.name}</h1>
          <p className="shop-product__tagline">{modal.tagline}</p>
          <ShopRating rating={product.rating} numReviews={product.numReviews} />
          <PriceTag variant={variant} />
          <OptionSwatches product={product} chosen={chosen} onChoose={setChosen} />
          <QuantitySelect id="shop-product-quantity" label={TEXT.quantity} value={quantity} max={SHOP_LINE_MAX_QUANTITY} onChange={setQuantity} />
          <Button isLoading={isAdding(variant.variantId)} onClick={() => void add(variant.variantId, quantity)}>
            {TEXT.addToCart}
          </Button>
          <AddToCartResult outcome={outcome} />
        </div>
      </div>
      <ProductAbout content={modal} />
    </article>
  );
}
