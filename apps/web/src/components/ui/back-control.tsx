import { Link } from 'react-router';
import { MESSAGES } from '@app/domain/messages';

type BackControlProps = {
  /** The spec's label where it names one ("Go back" on the schedule step); Back otherwise. */
  label?: string;
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

/**
 * The one Back of the journey: a link to the previous step, or a button where the page moves back
 * itself (the survey's pages). Both look the same: an outlined pill under the main action, as
 * wide as it on a phone.
 */
export function BackControl({ label = MESSAGES.survey.back, ...target }: BackControlProps) {
  const className = 'button button--secondary back-control';
  if (target.to !== undefined) {
    return (
      <Link className={className} to={target.to}>
        {label}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={target.onClick}>
      {label}
    </button>
  );
}
