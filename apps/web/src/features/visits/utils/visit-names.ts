import type { FlowId } from '@app/domain/flows';

/** How a visit is named to the patient (ours: the spec names the flows, not their labels). */
export const VISIT_NAMES: Record<FlowId, string> = {
  'skin-signup': 'Skin treatment',
  'agency-skin-signup': 'Skin treatment',
  'hair-signup': 'Hair treatment',
  'new-treatment-skin': 'New skin treatment',
  'new-treatment-hair': 'New hair treatment',
  'one-time-rx-skin': 'One-time prescription',
  'product-detail-trial': 'Skin treatment free trial',
  resubscription: 'Treatment renewal',
  'resubscription-non-expedited': 'Treatment renewal',
  'medical-history-update': 'Medical history update',
};
