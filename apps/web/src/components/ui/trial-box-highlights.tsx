/**
 * The trial box highlights banner (000 §2 "Also: … trial box highlights banner"; placement and
 * wording ours from 000 §1 and 001 §1, ADR 102): what the 30-day trial box is, before the patient
 * starts the skin sign-up that sells it.
 */
export function TrialBoxHighlights() {
  return (
    <aside className="trial-highlights" aria-labelledby="trial-highlights-heading">
      <h2 id="trial-highlights-heading" className="trial-highlights__title">
        30-day trial box
      </h2>
      <ul className="trial-highlights__list">
        <li>Free for 30 days: you pay only shipping and handling</li>
        <li>A formula made for you by a licensed dermatology provider</li>
        <li>Then a full-size box every 60 days. Cancel anytime</li>
      </ul>
    </aside>
  );
}
