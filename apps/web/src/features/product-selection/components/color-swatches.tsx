import { useId } from 'react';
import type { SelectableOption, SelectionCard } from '@app/domain/contracts';

interface ColorSwatchesProps {
  /** "Colour", "Tint": the option's name from the modal content. */
  legend: string;
  productName: string;
  options: readonly SelectableOption[];
  shownItemId: number | undefined;
  onPick: (itemId: number) => void;
  isDisabled?: boolean;
}

/** Colour or option swatches (001 §2.1, §4): a radio group; picking one shows (and selects) that option. */
export function ColorSwatches({ legend, productName, options, shownItemId, onPick, isDisabled = false }: ColorSwatchesProps) {
  const name = useId();
  return (
    <fieldset className="color-swatches" disabled={isDisabled}>
      <legend className="color-swatches__legend">
        {legend}
        <span className="visually-hidden">{` of ${productName}`}</span>:{' '}
        <span className="color-swatches__current">{options.find((option) => option.fullSizeItemId === shownItemId)?.name}</span>
      </legend>
      <div className="color-swatches__options">
        {options.map((option) => (
          <label key={option.fullSizeItemId} className="color-swatches__option" title={option.name}>
            <input
              type="radio"
              name={name}
              className="color-swatches__input"
              checked={option.fullSizeItemId === shownItemId}
              onChange={() => onPick(option.fullSizeItemId)}
            />
            <span className="color-swatches__swatch" style={{ backgroundColor: option.colorHex }} aria-hidden="true" />
            <span className="visually-hidden">{option.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A card's swatches, when it has options (lip balm, sunscreen); nothing otherwise. */
export function CardColorSwatches({
  card,
  shownItemId,
  onPick,
  isDisabled,
}: {
  card: Pick<SelectionCard, 'name' | 'selectableOptions' | 'modal'>;
  shownItemId: number | undefined;
  onPick: (itemId: number) => void;
  isDisabled: boolean;
}) {
  if (!card.selectableOptions || card.selectableOptions.length === 0) {
    return null;
  }
  return (
    <ColorSwatches
      legend={card.modal.selectableOptionName ?? 'Colour'}
      productName={card.name}
      options={card.selectableOptions}
      shownItemId={shownItemId}
      onPick={onPick}
      isDisabled={isDisabled}
    />
  );
}
