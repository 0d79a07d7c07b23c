/** A badge of a queue card or the visit's summary: a minor, photos awaited, a message overdue. */
export interface Badge {
  isShown: boolean;
  label: string;
  tone: 'info' | 'notice' | 'alert';
}

/** The shown badges as a list (none: nothing). */
export function Badges({ items }: { items: readonly Badge[] }) {
  const shown = items.filter((item) => item.isShown);
  if (shown.length === 0) {
    return null;
  }
  return (
    <ul className="care-badges">
      {shown.map((item) => (
        <li key={item.label} className={`care-badge care-badge--${item.tone}`}>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
