import { and, eq, inArray, lt, max, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentTimeSlots, consultations, providerLicences, providers, type ProviderRow } from '../../db/schema/index';

// Two columns per row; PostgreSQL allows 65,535 parameters per statement.
const SLOT_INSERT_CHUNK = 5_000;

/** A provider by name, ignoring case (names are how the availability command names them). */
export async function findProviderByName(db: Db, name: string): Promise<ProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(providers)
    .where(sql`lower(${providers.name}) = lower(${name})`)
    .orderBy(providers.id)
    .limit(1);
  return row;
}

export async function insertProvider(
  db: Db,
  values: { name: string; languages: string[]; profilePhotoUrl?: string | null },
): Promise<ProviderRow> {
  const [row] = await db.insert(providers).values(values).returning();
  if (!row) {
    throw new Error('provider insert returned no row');
  }
  return row;
}

export async function updateProviderLanguages(
  db: Db,
  providerId: number,
  languages: string[],
): Promise<void> {
  await db.update(providers).set({ languages }).where(eq(providers.id, providerId));
}

/**
 * Licenses a provider in `states` unless they hold a licence already (ADR 115): a new provider
 * gets the states it was created with, and a provider an operator has licensed keeps theirs.
 * Answers how many licences were added. One statement.
 */
export async function insertLicencesIfNone(db: Db, providerId: number, states: readonly string[]): Promise<number> {
  if (states.length === 0) {
    return 0;
  }
  const result = await db.execute(sql`
    insert into ${providerLicences} (provider_id, state)
    select ${providerId}::int, state from unnest(array[${sql.join(states.map((state) => sql`${state}`), sql`, `)}]::text[]) as state
     where not exists (select 1 from ${providerLicences} where provider_id = ${providerId}::int)
    on conflict do nothing`);
  return result.rowCount ?? 0;
}

/** Adds slots; starts the provider already has are left alone. Returns how many were new. */
export async function insertSlots(
  db: Db,
  providerId: number,
  starts: readonly Date[],
): Promise<number> {
  let created = 0;
  for (let index = 0; index < starts.length; index += SLOT_INSERT_CHUNK) {
    const chunk = starts
      .slice(index, index + SLOT_INSERT_CHUNK)
      .map((startsAt) => ({ providerId, startsAt }));
    const rows = await db
      .insert(appointmentTimeSlots)
      .values(chunk)
      .onConflictDoNothing()
      .returning({ id: appointmentTimeSlots.id });
    created += rows.length;
  }
  return created;
}

/** The start of a provider's latest slot, if any. */
export async function findLatestSlotStart(db: Db, providerId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ latest: max(appointmentTimeSlots.startsAt) })
    .from(appointmentTimeSlots)
    .where(eq(appointmentTimeSlots.providerId, providerId));
  return row?.latest ?? undefined;
}

/**
 * Deletes slots that started before `before` and were never booked. A slot a consultation names
 * (live or cancelled) stays: it is the record of when that consultation was. Returns the count.
 */
export async function deleteUnbookedSlotsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(appointmentTimeSlots)
    .where(
      and(
        lt(appointmentTimeSlots.startsAt, before),
        notExists(db.select({ one: sql`1` }).from(consultations).where(eq(consultations.timeSlotId, appointmentTimeSlots.id))),
      ),
    )
    .returning({ id: appointmentTimeSlots.id });
  return rows.length;
}

/** Providers by id (any order; ids not found are left out). */
export async function findProvidersByIds(db: Db, ids: readonly number[]): Promise<Pick<ProviderRow, 'id' | 'name' | 'isActive'>[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .select({ id: providers.id, name: providers.name, isActive: providers.isActive })
    .from(providers)
    .where(inArray(providers.id, [...ids]));
}
