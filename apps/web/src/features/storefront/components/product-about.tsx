import type { ProductModalContent } from '@app/domain/contracts';
import { SELECTION_MESSAGES, STOREFRONT_MESSAGES } from '@app/domain/messages';

const SECTIONS = SELECTION_MESSAGES.selection;

/**
 * What a product page says below the buy box: the catalogue's modal content (001 §2.1) as the
 * page's own sections (h2, where the selection page's dialog has h3): description, size, why it
 * is special, how to use, featured and full ingredients.
 */
export function ProductAbout({ content }: { content: ProductModalContent }) {
  return (
    <div className="shop-product__about">
      <p>{content.description}</p>
      <p>
        <strong>{STOREFRONT_MESSAGES.storefront.size}:</strong> {content.volume}
      </p>
      <h2>{SECTIONS.whyItIsSpecial}</h2>
      <p>{content.whyItIsSpecial}</p>
      <h2>{SECTIONS.howToUse}</h2>
      <p>{content.howToUse}</p>
      <h2>{SECTIONS.featuredIngredients}</h2>
      <ul>
        {content.featuredIngredients.map((ingredient) => (
          <li key={ingredient.name}>
            <strong>{ingredient.name}</strong>: {ingredient.description}
          </li>
        ))}
      </ul>
      <h2>{SECTIONS.fullIngredients}</h2>
      <p className="shop-product__full">{content.fullIngredients}</p>
    </div>
  );
}
