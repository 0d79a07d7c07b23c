import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Visit } from '@app/domain/contracts';
import { visitStanding } from '@app/domain/care';
import { MESSAGES, VISIT_REVIEW_MESSAGES } from '@app/domain/messages';
import { VISIT_NAMES } from '../utils/visit-names';
import { STEP_TITLES } from './step-titles';
import { VisitReviewSummary } from './visit-review-summary';

/**
 * The interim dashboard (docs/decisions/089-where-the-journey-ends.md): every visit of the patient,
 * where it stands and what happens next, until the dashboard of 001 §2.7 is built.
 */
export function VisitsOverview({ visits, children }: { visits: readonly Visit[]; children?: ReactNode }) {
  // Only while a sent visit waits for its review (issue 29 item 1): after it, each visit says what came of it.
  const hasVisitInReview = visits.some((visit) => visit.completedAt !== null && (!visit.review || visitStanding(visit.review).kind === 'waiting'));
  return (
    <section className="page page--narrow" aria-labelledby="visits-heading">
      <h1 id="visits-heading">Your visits</h1>
      {visits.length === 0 ? (
        // No intro on where each visit stands: a shop account (ADR 154) has none to speak of.
        <>
          <p>You have no visits yet.</p>
          <p>
            <Link to="/new-treatment/skin">Start a skin visit</Link> or <Link to="/new-treatment/hair">start a hair visit</Link>.
          </p>
        </>
      ) : (
        <>
          <p className="page__intro">
            {hasVisitInReview ? `${MESSAGES.completion.signupCompleted} ${MESSAGES.completion.whatHappensNext}` : VISIT_REVIEW_MESSAGES.intro}
          </p>
          <ul className="visit-status">
            {visits.map((visit) => (
              <li key={visit.uuid} className="visit-status__step">
                <VisitSummary visit={visit} />
              </li>
            ))}
          </ul>
        </>
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
        {visit.review ? <VisitReviewSummary review={visit.review} /> : <p>{VISIT_REVIEW_MESSAGES.waiting}</p>}
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
