import { useState } from 'react';
import type { Consultation, Provider } from '@app/domain/contracts';
import { consultationLanguageLabel } from '@app/domain/constants';
import { formatConsultationDate, formatTimeWindow } from '@app/domain/scheduling';
import { Button } from '../../../components/ui/button';

export const CONFIRMATION_HEADING_ID = 'consultation-confirmed-heading';

interface ConsultationConfirmationProps {
  consultation: Consultation;
  provider: Provider | null;
  onContinue: () => Promise<void>;
}

/** The booked call: Date, Time window (15 minutes) and Preferred language, then Continue (000 §2). */
export function ConsultationConfirmation({
  consultation,
  provider,
  onContinue,
}: ConsultationConfirmationProps) {
  const [isContinuing, setIsContinuing] = useState(false);
  const zone = consultation.timezone;

  async function handleContinue() {
    setIsContinuing(true);
    try {
      await onContinue();
    } finally {
      setIsContinuing(false);
    }
  }

  return (
    <section className="page page--narrow" aria-labelledby={CONFIRMATION_HEADING_ID}>
      {/* -1: focused from script when the booking replaces the form (ADR 139). */}
      <h1 id={CONFIRMATION_HEADING_ID} tabIndex={-1}>
        Your call is scheduled
      </h1>
      <p className="page__intro">
        {provider
          ? `${provider.name} will call you at this time.`
          : 'Your provider will call you at this time.'}
      </p>
      <dl className="schedule__summary">
        <div>
          <dt>Date</dt>
          <dd>{formatConsultationDate(consultation.scheduledAtTimestamp, zone)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>
            {formatTimeWindow(
              consultation.scheduledAtTimestamp,
              zone,
              consultation.durationMinutes,
            )}
          </dd>
        </div>
        <div>
          <dt>Preferred language</dt>
          <dd>{consultationLanguageLabel(consultation.preferredLanguage)}</dd>
        </div>
      </dl>
      <Button onClick={() => void handleContinue()} isLoading={isContinuing}>
        Continue
      </Button>
    </section>
  );
}
