import type { Visit } from '@app/domain/contracts';
import type { FlowStep } from '@app/domain/flows';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { STEP_TITLES } from '../components/step-titles';
import { VISIT_NAMES } from './visit-names';

/** The steps that wait on the patient themselves (issue 13 item 4): answers, phone, photos, the consultation. */
const PATIENT_STEPS: ReadonlySet<FlowStep> = new Set([
  'quiz',
  'verify-email',
  'legal-name',
  'guardian',
  'sms-verification',
  'photo-id',
  'photos',
  'schedule-consultation',
  'skincare-goals',
]);

/**
 * What the patient's unfinished visits still need from them: each open step of theirs, linked to
 * where the visit resumes ("Photos for your skin treatment").
 */
export function visitTasksOf(visits: readonly Visit[]): { key: string; text: string; href: string }[] {
  return visits
    .filter((visit) => visit.completedAt === null)
    .flatMap((visit) =>
      visit.progress.steps
        .filter((entry) => entry.state === 'todo' && PATIENT_STEPS.has(entry.step))
        .map((entry) => ({
          key: `${visit.uuid}-${entry.step}`,
          text: fillTemplate(MESSAGES.subscriptionDashboard.toDoVisitStep, { step: STEP_TITLES[entry.step], visit: VISIT_NAMES[visit.flow].toLowerCase() }),
          href: visit.progress.resumePath,
        })),
    );
}
