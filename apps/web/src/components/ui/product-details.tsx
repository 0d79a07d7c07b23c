import type { ProductModalContent } from '@app/domain/contracts';
import { SELECTION_MESSAGES } from '@app/domain/messages';
import './product-details.css';

const TEXT = SELECTION_MESSAGES.selection;

/**
 * A product's details as its dialogs show them (001 §2.1's modal, 000 §2's ingredients dialog):
 * why it is special, how to use it, its featured ingredients and the full list. `note` follows the
 * featured ingredients ("Ingredients subject to consultation." for an Rx product).
 */
export function ProductDetails({ content, note }: { content: ProductModalContent; note?: string | undefined }) {
  return (
    <>
      <h3>{TEXT.whyItIsSpecial}</h3>
      <p>{content.whyItIsSpecial}</p>
      <h3>{TEXT.howToUse}</h3>
      <p>{content.howToUse}</p>
      <h3>{TEXT.featuredIngredients}</h3>
      <ul className="product-details__ingredients">
        {content.featuredIngredients.map((ingredient) => (
          <li key={ingredient.name}>
            <strong>{ingredient.name}</strong>: {ingredient.description}
          </li>
        ))}
      </ul>
      {note ? <p className="product-details__note">{note}</p> : null}
      <h3>{TEXT.fullIngredients}</h3>
      <p className="product-details__note">{content.fullIngredients}</p>
    </>
  );
}
