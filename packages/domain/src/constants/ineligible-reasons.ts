/** Ineligibility reasons, verbatim from 000 §3 / 001 §3. */
export const INELIGIBLE_REASONS = [
  'ineligible_age',
  'already_completed_sign_up',
  'ineligible_hair_age',
  'ineligible_state',
  'ineligible_obgyn',
  'ineligible_hair_cannot_receive_product',
  'ineligible_hair_loss_location',
  'ineligible_hair_undeliverable_address',
  'should_show_new_signup_flow',
  'unknown',
  'none',
] as const;

export type IneligibleReason = (typeof INELIGIBLE_REASONS)[number];

/** Type guard for a reason taken from a URL. */
export function isIneligibleReason(value: string): value is IneligibleReason {
  return (INELIGIBLE_REASONS as readonly string[]).includes(value);
}

/**
 * Analytics wording per reason (000 §8 "Ineligibility tracking messages"); never shown to patients.
 * `ineligible_obgyn`, `ineligible_hair_loss_location` and `none` have no tracking text in the spec.
 */
export const INELIGIBLE_TRACKING_MESSAGES: Partial<Record<IneligibleReason, string>> = {
  ineligible_age: 'user under minimum age',
  already_completed_sign_up: 'already completed signup',
  ineligible_state: 'state not available',
  ineligible_hair_cannot_receive_product: 'user cannot receive hair product',
  ineligible_hair_age: 'under minimum hair age',
  ineligible_hair_undeliverable_address: 'cannot deliver to address',
  should_show_new_signup_flow: 'should use new signup survey',
  unknown: 'unknown reason',
};
