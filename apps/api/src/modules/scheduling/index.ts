// The scheduling module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { addProviderAvailability, AvailabilityInputError, purgePastSlots } from './availability.service';
export { bookConsultation } from './booking.service';
export { sendConsultationConfirmation } from './consultation-confirmation.service';
export { bookedConsultationsOfProvider, consultationOfVisit, firstFreeSlotOfProvider } from './provider-calendar.service';
export { licensedStatesOf, providersWithStates, setLicensedStates } from './provider-licences.service';
export type { ProviderWithStates } from './provider-licences.service';
export { findProviderByName } from './providers.repository';
export { addTimeOff, extendProviderHours, providerAvailability, removeDateOverride, removeTimeOff, saveDateOverride, saveWeeklyHours } from './provider-hours.service';
export { isActiveProvider, providerNamesOf } from './providers.service';
export { schedulingRoutes } from './scheduling.routes';
