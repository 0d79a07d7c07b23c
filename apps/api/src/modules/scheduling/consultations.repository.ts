import { and, asc, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointmentTimeSlots,
  consultations,
  providerLicences,
  providers,
  type ConsultationRow,
  type ProviderRow,
  type TimeSlotRow,
} from '../../db/schema/index';

// Key space of this module's advisory locks (any constant no other module uses).
const BOOKING_LOCK_SPACE = 7_261_040;

/** The live booking of a visit, if any. */
export async function findVisitConsultation(
  db: Db,
  visitId: number,
): Promise<ConsultationRow | undefined> {
  const [row] = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.visitId, visitId), isNull(consultations.cancelledAt)))
    .limit(1);
  return row;
}

/** The live booking of a visit with its slot and provider. */
export async function findVisitConsultationDetails(
  db: Db,
  visitId: number,
): Promise<
  { consultation: ConsultationRow; slot: TimeSlotRow; provider: ProviderRow } | undefined
> {
  const [row] = await db
    .select({ consultation: consultations, slot: appointmentTimeSlots, provider: providers })
    .from(consultations)
    .innerJoin(appointmentTimeSlots, eq(appointmentTimeSlots.id, consultations.timeSlotId))
    .innerJoin(providers, eq(providers.id, appointmentTimeSlots.providerId))
    .where(and(eq(consultations.visitId, visitId), isNull(consultations.cancelledAt)))
    .limit(1);
  return row;
}

/** A booking with its slot and provider, by id (the confirmation job's read). */
export async function findConsultationDetails(
  db: Db,
  consultationId: number,
): Promise<{ consultation: ConsultationRow; slot: TimeSlotRow; provider: ProviderRow } | undefined> {
  const [row] = await db
    .select({ consultation: consultations, slot: appointmentTimeSlots, provider: providers })
    .from(consultations)
    .innerJoin(appointmentTimeSlots, eq(appointmentTimeSlots.id, consultations.timeSlotId))
    .innerJoin(providers, eq(providers.id, appointmentTimeSlots.providerId))
    .where(eq(consultations.id, consultationId));
  return row;
}

/**
 * True where the slot is still in its provider's hours (not withdrawn, ADR 171) and no live
 * booking holds it (the partial unique index makes this an index probe).
 */
function isSlotFree(db: Db) {
  return and(isNull(appointmentTimeSlots.withdrawnAt), notExists(
    db
      .select({ one: sql`1` })
      .from(consultations)
      .where(
        and(
          eq(consultations.timeSlotId, appointmentTimeSlots.id),
          isNull(consultations.cancelledAt),
        ),
      ),
  ));
}

/** Joins the licences of `state` to each provider row (`provider_licences_state_idx`). */
function licensedIn(state: string) {
  return and(eq(providerLicences.providerId, providers.id), eq(providerLicences.state, state));
}

/**
 * Free slots of active providers licensed in `state` who speak `language`, starting after
 * `after`, earliest first (ADR 115). Where several providers are free at the same instant only
 * the first slot is listed: the patient picks a time, not a provider. One statement.
 */
export async function listFreeSlots(
  db: Db,
  options: { after: Date; language: string; state: string; limit: number },
): Promise<{ id: number; startsAt: Date }[]> {
  return db
    .selectDistinctOn([appointmentTimeSlots.startsAt], {
      id: appointmentTimeSlots.id,
      startsAt: appointmentTimeSlots.startsAt,
    })
    .from(appointmentTimeSlots)
    .innerJoin(providers, eq(providers.id, appointmentTimeSlots.providerId))
    .innerJoin(providerLicences, licensedIn(options.state))
    .where(
      and(
        gt(appointmentTimeSlots.startsAt, options.after),
        eq(providers.isActive, true),
        sql`${options.language} = any(${providers.languages})`,
        isSlotFree(db),
      ),
    )
    .orderBy(asc(appointmentTimeSlots.startsAt), asc(appointmentTimeSlots.id))
    .limit(options.limit);
}

/** The earliest free slot of one provider starting after `after`, if any (one statement). */
export async function findFirstFreeSlotOfProvider(db: Db, providerId: number, after: Date): Promise<{ id: number; startsAt: Date } | undefined> {
  const [row] = await db
    .select({ id: appointmentTimeSlots.id, startsAt: appointmentTimeSlots.startsAt })
    .from(appointmentTimeSlots)
    .where(and(eq(appointmentTimeSlots.providerId, providerId), gt(appointmentTimeSlots.startsAt, after), isSlotFree(db)))
    .orderBy(asc(appointmentTimeSlots.startsAt), asc(appointmentTimeSlots.id))
    .limit(1);
  return row;
}

/** Languages of the active providers licensed in `state` who still have a free slot after `after`. */
export async function listOfferedLanguages(db: Db, after: Date, state: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ language: sql<string>`unnest(${providers.languages})` })
    .from(providers)
    .innerJoin(providerLicences, licensedIn(state))
    .where(
      and(
        eq(providers.isActive, true),
        sql`exists (${db
          .select({ one: sql`1` })
          .from(appointmentTimeSlots)
          .where(
            and(
              eq(appointmentTimeSlots.providerId, providers.id),
              gt(appointmentTimeSlots.startsAt, after),
              isSlotFree(db),
            ),
          )})`,
      ),
    );
  return rows.map((row) => row.language);
}

/**
 * A slot with what booking it depends on: its provider's state, languages and whether they are
 * licensed in `state` (a primary-key probe of `provider_licences`), in one statement.
 */
export async function findSlotForBooking(
  db: Db,
  slotId: number,
  state: string,
): Promise<
  | {
      id: number;
      startsAt: Date;
      durationMinutes: number;
      isProviderActive: boolean;
      isWithdrawn: boolean;
      isProviderLicensed: boolean;
      languages: string[];
    }
  | undefined
> {
  const [row] = await db
    .select({
      id: appointmentTimeSlots.id,
      startsAt: appointmentTimeSlots.startsAt,
      durationMinutes: appointmentTimeSlots.durationMinutes,
      isProviderActive: providers.isActive,
      isWithdrawn: sql<boolean>`${appointmentTimeSlots.withdrawnAt} is not null`.mapWith(Boolean),
      isProviderLicensed: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(providerLicences)
        .where(licensedIn(state))})`.mapWith(Boolean),
      languages: providers.languages,
    })
    .from(appointmentTimeSlots)
    .innerJoin(providers, eq(providers.id, appointmentTimeSlots.providerId))
    .where(eq(appointmentTimeSlots.id, slotId))
    .limit(1);
  return row;
}

class SlotTakenError extends Error {}

/**
 * Books a slot for a visit, cancelling the visit's earlier booking in the same transaction.
 * The partial unique index `consultations_live_slot_unique` decides between concurrent bookers:
 * the insert of a loser finds the winner's row (waiting for its commit if need be), inserts
 * nothing, and the whole transaction, cancellation included, rolls back. An advisory lock per
 * visit makes two bookings of the same visit take turns, so a visit never ends with two.
 */
export async function replaceVisitConsultation(
  db: Db,
  values: {
    patientId: number;
    visitId: number;
    brandId: number;
    timeSlotId: number;
    preferredLanguage: string;
    now: Date;
  },
): Promise<ConsultationRow | 'slot-taken'> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_SPACE}, ${values.visitId})`);
      await tx
        .update(consultations)
        .set({ cancelledAt: values.now })
        .where(and(eq(consultations.visitId, values.visitId), isNull(consultations.cancelledAt)));
      const [row] = await tx
        .insert(consultations)
        .values({
          patientId: values.patientId,
          visitId: values.visitId,
          brandId: values.brandId,
          timeSlotId: values.timeSlotId,
          preferredLanguage: values.preferredLanguage,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        throw new SlotTakenError();
      }
      return row;
    });
  } catch (error) {
    if (error instanceof SlotTakenError) {
      return 'slot-taken';
    }
    throw error;
  }
}
