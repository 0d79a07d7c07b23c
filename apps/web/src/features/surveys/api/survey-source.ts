import type { FlowId } from '@app/domain/flows';

/**
 * Where a survey's answers live: a visit the patient owns, or a flow's `quiz` step (which works
 * before the account exists for flows that ask their survey first).
 */
export type SurveySource = { kind: 'visit'; uuid: string } | { kind: 'flow'; flow: FlowId };

/** The API path of the survey of a source, without the trailing action. */
export function surveyPath(source: SurveySource): string {
  return source.kind === 'visit'
    ? `/api/visits/${encodeURIComponent(source.uuid)}`
    : `/api/surveys/${encodeURIComponent(source.flow)}/quiz`;
}
