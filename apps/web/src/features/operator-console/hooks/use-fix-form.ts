import type { RefObject } from 'react';
import type { PatientOverview } from '@app/domain/contracts';

/** What the page does once a fix answered: the words it announces, and where focus goes if not back to the opener. */
export interface FixOutcome {
  announcement: string;
  focusId?: string;
}

/** Sends a fix and redraws the page from the overview it answers (or reloads it after a 409). */
export type RunFix = (
  call: () => Promise<PatientOverview>,
  outcome: (overview: PatientOverview) => FixOutcome,
) => Promise<void>;

/** What every fix's dialog is given by the patient page. */
export interface FixDialogBase {
  patientId: number;
  run: RunFix;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}
