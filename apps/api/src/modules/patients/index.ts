// The patients module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { saveShippingAddress } from './address.service';
export type { ShippingAddressValues } from './address.service';
export { confirmPatientPhone, markPatientEmailVerified, setPatientPhone, setPatientSmsPreferences } from './contact-details.service';
export { guestRoutes } from './guest.routes';
export { legalNameRoutes } from './legal-name.routes';
export { toPatientView } from './patient-view';
export { patientRoutes } from './patient.routes';
export { findPatientByEmail, insertPatient, markSignupCompleted } from './patients.repository';
export { createPatient, findAccountToTransfer, findPatient, findPatientOnBrand, findReferrer, getSignedInPatient, hasAccountOnOtherBrand, isMinorPatient, moveToBrand, patientAgeOf, patientDisplayName, patientNamesOf, recordCardOnFile, recordGuardianGiven, recordPasswordHash, recordPatientEligibility, recordSignupCompleted, referralLink, searchPatientsByContact } from './patients.service';
