import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Visit } from '@app/domain/contracts/visits';
import { MESSAGES } from '@app/domain/messages/en';
import { VISIT_NAMES } from '../utils/visit-names';
import { STEP_TITLES } from './step-titles';

/**
 * The interim dashboard (docs/decisions/089-where-the-journey-ends.md): every visit of the patient,
 * where it stands and what happens next, until the dashboard of 001 §2.7 is built.
 */
export function VisitsOverview({ visits, children }: { visits: readonly Visit[]; children?: ReactNode }) {
  const hasSentVisit = visits.some((visit) => visit.completedAt !== null);
  return (
    <section className="page page--narrow" aria-labelledby="visits-heading">
      <h1 id="visits-heading">Your visits</h1>
      <p className="page__intro">
        {hasSentVisit
          ? `${MESSAGES.completion.signupCompleted} ${MESSAGES.completion.whatHappensNext}`
          : 'Here is where each of your visits stands.'}
      </p>
      {visits.length === 0 ? (
        <>
          <p>You have no visits yet.</p>
          <p>
            <Link to="/new-treatment/skin">Start a skin visit</Link> or <Link to="/new-treatment/hair">start a hair visit</Link>.
          </p>
        </>
      ) : (
        <ul className="visit-status">
          {visits.map((visit) => (
            <li key={visit.uuid} className="visit-status__step">
              <VisitSummary visit={visit} />
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

function VisitSummary({ visit }: { visit: Visit }) {
  const step = visit.progress.currentStep;
  const name = VISIT_NAMES[visit.flow];
  if (visit.completedAt !== null || step === null) {
    return (
      <div>
        <h2 className="visit-status__name">{name}</h2>
        <p>Sent to your provider. They will review it and write to you with what comes next.</p>
      </div>
    );
  }
  return (
    <div>
      <h2 className="visit-status__name">{name}</h2>
      <p>In progress. Next: {STEP_TITLES[step]}.</p>
      <p>
        <Link className="button button--primary" to={visit.progress.resumePath} aria-label={`Continue your ${name.toLowerCase()} visit`}>
          Continue
        </Link>{' '}
        <Link to={`/v/status/${visit.uuid}`}>See every step</Link>
      </p>
    </div>
  );
}
