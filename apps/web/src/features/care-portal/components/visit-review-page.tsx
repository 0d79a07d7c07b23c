import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CareVisitView, FormularyItem } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { staffTime } from '../../../lib/dates';
import { getCareVisit, getFormulary } from '../api/care-portal-api';
import { DecisionForm } from './decision-form';
import { DecisionSummary } from './decision-summary';
import { PhotoRequestPanel } from './photo-request-panel';
import { RefusedPage, refusalOf } from './refused-page';
import { TermList, VisitPatient } from './visit-details';
import { VisitPhotos } from './visit-photos';
import './care-portal.css';

const TEXT = STAFF_MESSAGES.careVisit;

interface VisitData {
  view: CareVisitView;
  formulary: FormularyItem[];
}

/**
 * `/care/visits/{uuid}`: everything a provider reads before deciding (ADR 117), the decision form
 * while undecided, and the photo request. Outside the provider's states the server refuses (403)
 * and the page says so in its words.
 */
export function VisitReviewPage({ uuid }: { uuid: string }) {
  const load = useCallback(async (): Promise<VisitData> => {
    const [view, formulary] = await Promise.all([getCareVisit(uuid), getFormulary()]);
    return { view, formulary };
  }, [uuid]);
  const visit = usePatientData(load);
  const back = (
    <Link to="/care" className="dashboard-page__back">
      ← {TEXT.back}
    </Link>
  );
  const refusal = visit.status === 'error' ? refusalOf(visit.error) : null;
  if (refusal) {
    return <RefusedPage heading={TEXT.refusedHeading} message={refusal} back={back} />;
  }
  const view = visit.status === 'ready' ? visit.data.view : null;
  const update = (next: CareVisitView) => visit.status === 'ready' && visit.replace({ ...visit.data, view: next });
  return (
    <DashboardPage
      isWide
      headingId="care-visit-heading"
      title={view ? fillTemplate(TEXT.heading, { name: view.patient.name, treatment: view.treatment }) : TEXT.loadingHeading}
      intro={view?.completedAt ? fillTemplate(TEXT.completed, { date: staffTime(view.completedAt) }) : view ? TEXT.notComplete : ''}
      back={back}
      load={visit}
      text={TEXT}
    >
      {visit.status === 'ready' ? <VisitSections data={visit.data} onChange={update} onReload={visit.reload} /> : null}
    </DashboardPage>
  );
}

function VisitSections({ data, onChange, onReload }: { data: VisitData; onChange: (view: CareVisitView) => void; onReload: () => void }) {
  const { view, formulary } = data;
  const isOpen = view.completedAt !== null && view.decision === null;
  const canAskPhotos = isOpen && (view.photoRequest === null || view.photoRequest.answeredAt !== null);
  const wasDecided = useRef(view.decision !== null);
  const [isJustDecided, setIsJustDecided] = useState(false);
  useEffect(() => {
    // A decision made on this page: say so, and the reader lands on it.
    if (!wasDecided.current && view.decision) {
      setIsJustDecided(true);
      document.getElementById('care-decided-heading')?.focus();
    }
    wasDecided.current = view.decision !== null;
  }, [view.decision]);
  return (
    <>
      <p role="status" className="care-status">
        {isJustDecided ? STAFF_MESSAGES.careDecision.saved : ''}
      </p>
      <div className="care-visit">
        <div className="care-visit__column">
          <VisitPatient view={view} />
          <VisitPhotos photos={view.photos} />
          <section className="card care-visit__section" aria-labelledby="care-answers-heading">
            <h2 id="care-answers-heading">{TEXT.answersHeading}</h2>
            <TermList empty={TEXT.answersNone} items={view.answers.map((answer) => ({ term: answer.question, detail: answer.answer }))} />
          </section>
          <section className="card care-visit__section" aria-labelledby="care-history-heading">
            <h2 id="care-history-heading">{TEXT.historyHeading}</h2>
            <TermList empty={TEXT.historyNone} items={view.healthHistory.map((entry) => ({ term: entry.title, detail: entry.value }))} />
          </section>
        </div>
        <div className="care-visit__column">
          {view.decision ? null : (
            <section className="card care-visit__section" aria-labelledby="care-requested-heading">
              <h2 id="care-requested-heading">{TEXT.requestedHeading}</h2>
              {view.requestedRx.length === 0 ? (
                <p>{TEXT.requestedNone}</p>
              ) : (
                <ul>
                  {view.requestedRx.map((item) => (
                    <li key={item.itemId}>{item.name}</li>
                  ))}
                </ul>
              )}
            </section>
          )}
          {view.decision ? <DecisionSummary decision={view.decision} /> : null}
          {isOpen && view.requestedRx.length > 0 ? (
            <section className="card care-visit__section">
              <DecisionForm uuid={view.uuid} requested={view.requestedRx} formulary={formulary} onDecided={onChange} onReload={onReload} />
            </section>
          ) : null}
          {view.photoRequest || canAskPhotos ? <PhotoRequestPanel uuid={view.uuid} request={view.photoRequest} canAsk={canAskPhotos} onAsked={onChange} /> : null}
        </div>
      </div>
    </>
  );
}
