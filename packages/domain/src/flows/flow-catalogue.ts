import { TREATMENT_CATEGORIES, type TreatmentCategoryId } from '../constants/treatment-categories';
import { FLOWS, FLOW_IDS, signupFlowFor, type FlowId, type FlowStep, type FlowType } from './flow-definitions';

/** A flow as `GET /api/flows` describes it (001 §7.6, answer ours: ADR 101). */
export interface FlowSummary {
  id: FlowId;
  treatmentCategory: TreatmentCategoryId;
  flowType: FlowType;
  steps: FlowStep[];
  /** Where the flow starts in the app: its base path opens (or resumes) its visit. */
  entryPath: string;
  completionUrl: string;
}

/** A visit type (`GET /api/visit-types`): a flow type for a treatment category, and its flows. */
export interface VisitType {
  flowType: FlowType;
  treatmentCategory: TreatmentCategoryId;
  flows: FlowId[];
}

/** Whether a brand offers a flow: every flow but the other brand's skin sign-up (000 §1). */
function isOfferedOn(flow: FlowId, brandKey: 'main' | 'agency'): boolean {
  const isSkinSignup = flow === 'skin-signup' || flow === 'agency-skin-signup';
  return !isSkinSignup || flow === signupFlowFor('skin', brandKey);
}

/** The flows a brand offers, in the order of FLOW_IDS. */
export function offeredFlows(brandKey: 'main' | 'agency'): FlowSummary[] {
  return FLOW_IDS.filter((id) => isOfferedOn(id, brandKey)).map((id) => {
    const flow = FLOWS[id];
    return {
      id,
      treatmentCategory: TREATMENT_CATEGORIES[flow.category],
      flowType: flow.flowType,
      steps: [...flow.steps],
      entryPath: flow.basePath,
      completionUrl: flow.completionUrl,
    };
  });
}

/** The brand's visit types: its flows grouped by flow type and category, in first-seen order. */
export function visitTypes(brandKey: 'main' | 'agency'): VisitType[] {
  const types: VisitType[] = [];
  for (const flow of offeredFlows(brandKey)) {
    const type = types.find((t) => t.flowType === flow.flowType && t.treatmentCategory === flow.treatmentCategory);
    if (type) {
      type.flows.push(flow.id);
    } else {
      types.push({ flowType: flow.flowType, treatmentCategory: flow.treatmentCategory, flows: [flow.id] });
    }
  }
  return types;
}
