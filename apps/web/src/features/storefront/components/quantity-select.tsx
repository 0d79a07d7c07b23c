import type { ChangeEvent } from 'react';

interface QuantitySelectProps {
  id: string;
  label: string;
  value: number;
  max: number;
  disabled?: boolean;
  /** Visually hidden where the row around it already says what it is for. */
  isLabelHidden?: boolean;
  onChange: (quantity: number) => void;
}

/** A quantity from 1 to `max`, as a native select (keyboard and screen readers for free). */
export function QuantitySelect({ id, label, value, max, disabled, isLabelHidden = false, onChange }: QuantitySelectProps) {
  const choices = Array.from({ length: Math.max(max, value) }, (_, index) => index + 1);
  return (
    <div className="shop-quantity">
      <label htmlFor={id} className={isLabelHidden ? 'visually-hidden' : 'shop-quantity__label'}>
        {label}
      </label>
      <select
        id={id}
        className="field__input field__select shop-quantity__select"
        value={value}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(Number(event.target.value))}
      >
        {choices.map((quantity) => (
          <option key={quantity} value={quantity}>
            {quantity}
          </option>
        ))}
      </select>
    </div>
  );
}
