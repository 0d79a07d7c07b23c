import { useState, type KeyboardEvent } from 'react';
import type { AddressSuggestion } from '@app/domain/contracts';
import { TextField } from '../../../components/ui/text-field';
import { useBrand } from '../../../lib/brand';
import { useAddressSuggestions } from '../hooks/use-address-suggestions';

interface AddressAutosuggestFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  onPick: (suggestion: AddressSuggestion) => void;
}

/** "123 Main St, Beverly Hills, CA 90210", leaving out what the suggestion does not know. */
function describeSuggestion({ street_line, city, state, zipcode }: AddressSuggestion): string {
  const place = [state, zipcode].filter(Boolean).join(' ');
  return [street_line, city, place].filter(Boolean).join(', ');
}

/**
 * The street address with its suggestions (001 §2.2): a combobox whose listbox holds at most five
 * addresses; arrow keys move through them, Enter picks one, Escape closes the list, and so does
 * leaving the field. Picking fills street, city, state and zip through `onPick`.
 */
export function AddressAutosuggestField({
  id,
  label,
  value,
  error,
  onChange,
  onBlur,
  onPick,
}: AddressAutosuggestFieldProps) {
  const brand = useBrand();
  const { suggestions, typed, dismiss } = useAddressSuggestions(brand.id);
  // The highlighted option belongs to the list it was chosen in; a new list starts with none.
  const [active, setActive] = useState<{ list: readonly AddressSuggestion[]; index: number }>({
    list: [],
    index: -1,
  });
  const activeIndex = active.list === suggestions ? active.index : -1;
  const isOpen = suggestions.length > 0;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (suggestion: AddressSuggestion) => {
    dismiss();
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isOpen) {
      return;
    }
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive({ list: suggestions, index: (activeIndex + 1) % count });
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActive({ list: suggestions, index: activeIndex <= 0 ? count - 1 : activeIndex - 1 });
        return;
      case 'Enter': {
        const chosen = suggestions[activeIndex];
        if (chosen) {
          // Enter picks the highlighted address instead of sending the form.
          event.preventDefault();
          pick(chosen);
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        dismiss();
        return;
      default:
        return;
    }
  };

  return (
    <div className="address-autosuggest">
      <TextField
        id={id}
        name="address1"
        label={label}
        autoComplete="address-line1"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listboxId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={value}
        error={error}
        onChange={(event) => {
          onChange(event.target.value);
          typed(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          dismiss();
          onBlur();
        }}
      >
        {isOpen ? (
          <ul
            id={listboxId}
            role="listbox"
            aria-label={`${label} suggestions`}
            className="address-autosuggest__list"
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={optionId(index)}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className="address-autosuggest__option"
                // Keeps the focus in the field, so picking with the mouse does not blur it first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
              >
                {describeSuggestion(suggestion)}
              </li>
            ))}
          </ul>
        ) : null}
      </TextField>
      <div role="status" className="visually-hidden">
        {isOpen
          ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'} available`
          : ''}
      </div>
    </div>
  );
}
