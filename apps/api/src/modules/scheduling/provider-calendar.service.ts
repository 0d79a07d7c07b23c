import type { Db } from '../../db/client';
import { findFirstFreeSlotOfProvider, findVisitConsultationDetails } from './consultations.repository';
import { findBookedConsultationsOfProvider } from './provider-calendar.repository';

/** A visit's live consultation as the care team reads it, or null (ADR 117). */
export async function consultationOfVisit(db: Db, visitId: number): Promise<{ startsAt: Date; providerName: string; language: string } | null> {
  const found = await findVisitConsultationDetails(db, visitId);
  return found ? { startsAt: found.slot.startsAt, providerName: found.provider.name, language: found.consultation.preferredLanguage } : null;
}

export type BookedConsultation = Awaited<ReturnType<typeof findBookedConsultationsOfProvider>>[number];

/** The provider's booked consultations starting in [from, to), earliest first (one statement). */
export function bookedConsultationsOfProvider(db: Db, providerId: number, from: Date, to: Date): Promise<BookedConsultation[]> {
  return findBookedConsultationsOfProvider(db, providerId, from, to);
}

/**
 * The provider's earliest free slot after `after`, if any: for booking a consultation with one
 * provider in particular (the demo data's booked consultation), which `bookConsultation` then checks
 * like any patient's pick.
 */
export function firstFreeSlotOfProvider(db: Db, providerId: number, after: Date): Promise<{ id: number; startsAt: Date } | undefined> {
  return findFirstFreeSlotOfProvider(db, providerId, after);
}
