import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentTimeSlots, consultations } from '../../db/schema/index';

/** A provider's live bookings starting in [from, to), earliest first (the slots' provider-and-start index). */
export async function findBookedConsultationsOfProvider(db: Db, providerId: number, from: Date, to: Date) {
  return db
    .select({
      consultationId: consultations.id,
      patientId: consultations.patientId,
      visitId: consultations.visitId,
      language: consultations.preferredLanguage,
      startsAt: appointmentTimeSlots.startsAt,
      durationMinutes: appointmentTimeSlots.durationMinutes,
    })
    .from(appointmentTimeSlots)
    .innerJoin(consultations, and(eq(consultations.timeSlotId, appointmentTimeSlots.id), isNull(consultations.cancelledAt)))
    .where(and(eq(appointmentTimeSlots.providerId, providerId), gte(appointmentTimeSlots.startsAt, from), lt(appointmentTimeSlots.startsAt, to)))
    .orderBy(asc(appointmentTimeSlots.startsAt));
}
