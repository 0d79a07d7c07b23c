import { useId, useState, type KeyboardEvent } from 'react';
import type { CatalogueIngredient } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';

/**
 * The Rx card's ingredient tabs (001 §2.1): one tab per ingredient, its description below, and
 * the note that ingredients are subject to consultation. Arrow keys move between tabs.
 */
export function IngredientTabs({ ingredients }: { ingredients: readonly CatalogueIngredient[] }) {
  const [active, setActive] = useState(0);
  const baseId = useId();
  if (ingredients.length === 0) {
    return null;
  }
  const moveTo = (index: number) => {
    const next = (index + ingredients.length) % ingredients.length;
    setActive(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      moveTo(active + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      moveTo(active - 1);
    }
  };
  const current = ingredients[active]!;
  return (
    <div className="ingredient-tabs">
      <p className="ingredient-tabs__heading">{MESSAGES.selection.ingredientsHeading}</p>
      <div role="tablist" aria-label={MESSAGES.selection.ingredientsHeading} className="ingredient-tabs__list" onKeyDown={onKeyDown}>
        {ingredients.map((ingredient, index) => (
          <button
            key={ingredient.name}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            className="ingredient-tabs__tab"
            aria-selected={index === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
          >
            {ingredient.name}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${active}`} className="ingredient-tabs__panel">
        <p>{current.description}</p>
      </div>
      <p className="ingredient-tabs__note">{MESSAGES.selection.ingredientsNote}</p>
    </div>
  );
}
