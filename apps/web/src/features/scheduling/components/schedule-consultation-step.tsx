import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CONSULTATION_WINDOW_MINUTES } from '@app/domain/constants';
import { FLOWS } from '@app/domain/flows';
import { MESSAGES } from '@app/domain/messages';
import { formatTimeZoneName } from '@app/domain/scheduling';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useFocusAfterChange } from '../../../hooks/use-focus-after-change';
import type { FlowStepProps } from '../../../lib/flow-step';
import { useConsultationScheduler } from '../hooks/use-consultation-scheduler';
import { CONFIRMATION_HEADING_ID, ConsultationConfirmation } from './consultation-confirmation';
import { ConsultationSchedulerForm } from './consultation-scheduler-form';
import './schedule-consultation.css';
import { BackControl } from '../../../components/ui/back-control';

const confirmationHeading = () => document.getElementById(CONFIRMATION_HEADING_ID);

/**
 * The `schedule-consultation` flow step (000 §2, §4): the scheduler while unscheduled, the
 * confirmation once booked. Resubscription flows may Skip; the others offer Go back. After a
 * booking, Continue goes to the next step, or where the flow says (resubscription: customize).
 */
export function ScheduleConsultationStep({ visit, onDone, backPath }: FlowStepProps) {
  const scheduler = useConsultationScheduler(visit);
  const navigate = useNavigate();
  const [isSkipping, setIsSkipping] = useState(false);
  const { state } = scheduler;
  // The booked call replaces the form and its "Schedule your call": its heading takes the focus.
  useFocusAfterChange(state.status === 'loading' ? undefined : state.status, confirmationHeading);

  if (state.status === 'loading') {
    return <LoadingScreen />;
  }
  if (state.status === 'booked') {
    // Resubscription flows go on to the manage-subscription customize page (000 §2).
    const afterBooking = FLOWS[visit.flow].afterBookedConsultationUrl;
    return (
      <ConsultationConfirmation
        consultation={state.consultation}
        provider={state.provider}
        onContinue={async () => {
          await (afterBooking ? navigate(afterBooking) : onDone());
        }}
      />
    );
  }

  async function skip() {
    setIsSkipping(true);
    try {
      await onDone({ recordStep: true });
    } finally {
      setIsSkipping(false);
    }
  }

  return (
    <section className="page page--narrow" aria-labelledby="schedule-heading">
      <h1 id="schedule-heading">Schedule a call with your provider</h1>
      {state.status === 'load-failed' ? (
        <p role="alert">{MESSAGES.scheduling.loadFailed}</p>
      ) : (
        <>
          <p className="page__intro">
            Choose a time for a {CONSULTATION_WINDOW_MINUTES}-minute call with a licensed
            dermatology provider. Times are shown in {formatTimeZoneName(state.slots.timezone)}.
          </p>
          <ConsultationSchedulerForm slots={state.slots} scheduler={scheduler} />
        </>
      )}
      <div className="schedule__actions">
        {FLOWS[visit.flow].canSkipConsultation ? (
          <Button variant="secondary" onClick={() => void skip()} isLoading={isSkipping}>
            Skip
          </Button>
        ) : backPath ? (
          <BackControl to={backPath} label="Go back" />
        ) : null}
      </div>
    </section>
  );
}
