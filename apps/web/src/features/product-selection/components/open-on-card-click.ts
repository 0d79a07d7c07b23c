import type { MouseEvent } from 'react';

/**
 * 001 §2.1: clicking a card opens its modal. Clicks on the card's own controls (its checkbox,
 * tabs, swatches, buttons) do what they say instead; keyboard users open the modal with the
 * card's name, a button.
 */
export function openOnCardClick(onOpen: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button, input, label, a, [role="tab"]')) {
      return;
    }
    onOpen();
  };
}
