import type { RegisterResponse, Patient } from '@app/domain/contracts';

export type RegistrationOutcome =
  | { kind: 'brand-transfer'; message: string }
  | { kind: 'recognized-email' }
  | { kind: 'password-requested' }
  | { kind: 'registered'; user: Patient; message: string }
  | { kind: 'unexpected'; message: string };

/**
 * Which of the outcomes of 001 §4 a registration answer is, checked in the spec's order.
 * A recognised email only counts where the recognise-email flow runs (the main brand).
 */
export function classifyRegistration(response: RegisterResponse, isEmailFirst: boolean): RegistrationOutcome {
  if (response.isDeletingBrandAccount || response.canTransferBrand) {
    return { kind: 'brand-transfer', message: response.message };
  }
  if (isEmailFirst && response.recognizedEmail) {
    return { kind: 'recognized-email' };
  }
  if (response.requestPassword) {
    return { kind: 'password-requested' };
  }
  if (response.user) {
    return { kind: 'registered', user: response.user, message: response.message };
  }
  return { kind: 'unexpected', message: response.message };
}
