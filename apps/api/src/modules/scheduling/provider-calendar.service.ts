import type { Db } from '../../db/client';
import { findVisitConsultationDetails } from './consultations.repository';
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
