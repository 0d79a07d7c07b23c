import { Link } from 'react-router';
import type { Visit } from '@app/domain/contracts';
import { STEP_TITLES } from './step-titles';

const STATE_LABELS = { done: 'Done', todo: 'To do', 'not-applicable': 'Not needed' } as const;

/** Where a visit stands: every step of its flow and what is left. */
export function VisitStatus({ visit }: { visit: Visit }) {
  const isComplete = visit.progress.currentStep === null;
  return (
    <section className="page page--narrow" aria-labelledby="visit-status-heading">
      <h1 id="visit-status-heading">Your visit</h1>
      <p className="page__intro">
        {isComplete ? 'Everything is done. Your provider will review your visit.' : 'Here is what is left to do.'}
      </p>
      <ol className="visit-status">
        {visit.progress.steps
          .filter((entry) => entry.state !== 'not-applicable')
          .map((entry) => (
            <li key={entry.step} className={`visit-status__step visit-status__step--${entry.state}`}>
              <span>{STEP_TITLES[entry.step]}</span>
              <span className="visit-status__state">{STATE_LABELS[entry.state]}</span>
            </li>
          ))}
      </ol>
      {!isComplete && (
        <p>
          <Link className="button button--primary" to={visit.progress.resumePath}>
            Continue
          </Link>
        </p>
      )}
    </section>
  );
}
