import type { FlowId } from '../flows/flow-definitions';
import { SURVEY_REGISTRY } from './survey-registry';
import type { SurveyDefinition } from './survey-definition';

/**
 * The survey each flow's `quiz` step asks (ours: the spec names the surveys, not which flow asks
 * which). Flows without a `quiz` step have none.
 */
export const FLOW_SURVEY_IDS: Readonly<Partial<Record<FlowId, string>>> = {
  'skin-signup': 'skin-signup',
  'agency-skin-signup': 'skin-signup',
  'hair-signup': 'hair-signup',
  'new-treatment-skin': 'new-treatment',
  'new-treatment-hair': 'new-treatment',
  'one-time-rx-skin': 'one-time-rx-skin',
  'product-detail-trial': 'skin-signup',
  'medical-history-update': 'medical-history-update',
};

/** The version a new visit of the flow is given: the newest published one. */
export function currentSurveyForFlow(flow: FlowId): SurveyDefinition | undefined {
  const id = FLOW_SURVEY_IDS[flow];
  return id === undefined ? undefined : SURVEY_REGISTRY.findCurrent(id);
}
