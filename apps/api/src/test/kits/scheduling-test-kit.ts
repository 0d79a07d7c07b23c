import { and, eq } from 'drizzle-orm';
import { US_STATE_CODES } from '@app/domain/constants';
import type { FlowId } from '@app/domain/flows';
import { appointmentTimeSlots, providerLicences } from '../../db/schema/index';
import type { TestApp } from '../build-test-app';
import { TestClient } from '../test-client';
import { addProviderAvailability, type AvailabilityInput } from '../../modules/scheduling/availability.service';

/** Test helpers for the scheduling integration tests (not part of the app). */

let nextPatient = 1;

/** A registered, signed-in patient of a state, with an open visit of a flow. */
export async function patientWithVisit(
  t: TestApp,
  options: { flow?: FlowId; state?: string; host?: string; birthdate?: string } = {},
): Promise<{ client: TestClient; uuid: string }> {
  const n = nextPatient++;
  // Each patient gets its own address: registration is limited per address.
  const client = new TestClient(
    t.app,
    options.host,
    `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  );
  await client.post('/api/eligibility/evaluate', {
    state: options.state ?? 'CA',
    birthdate: options.birthdate ?? '04/12/1990',
    hasAcceptedTerms: true,
    treatmentCategories: [1],
  });
  const registered = await client.post('/api/register', {
    email: `booker${n}-${Date.now()}@example.com`,
    password: 'correct-horse',
  });
  if (registered.status !== 200) {
    throw new Error(`registration failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  }
  const flow =
    options.flow ?? (options.host?.startsWith('agency') ? 'agency-skin-signup' : 'skin-signup');
  const visit = await client.post('/api/visits', { flow });
  if (visit.status !== 200) {
    throw new Error(`visit failed: ${visit.status}`);
  }
  return { client, uuid: visit.body.data.uuid as string };
}

/**
 * Adds availability and returns the provider id. A new provider is licensed in every state
 * unless `licensedStates` says otherwise (ADR 115).
 */
export async function addAvailability(
  t: TestApp,
  input: Partial<AvailabilityInput> & Pick<AvailabilityInput, 'from' | 'to'>,
) {
  return addProviderAvailability(t.handle.db, {
    providerName: 'Dr. Test Provider',
    start: '09:00',
    end: '10:00',
    timeZone: 'America/New_York',
    licensedStates: US_STATE_CODES,
    ...input,
  });
}

/**
 * Licenses a provider a test inserted by hand (every state by default): booking offers only
 * licensed providers' slots (ADR 115). Operators' changes go through the operator service.
 */
export async function licenseProvider(t: TestApp, providerId: number, states: readonly string[] = US_STATE_CODES): Promise<void> {
  await t.handle.db
    .insert(providerLicences)
    .values(states.map((state) => ({ providerId, state })))
    .onConflictDoNothing();
}

/** Every slot of an available-slots answer, in order. */
export function allSlots(body: {
  data: { timeSlots: Record<string, { id: number; timestamp: number }[]> };
}) {
  return Object.values(body.data.timeSlots).flat();
}

export const AGENCY_HOST = 'agency.localhost:3000';

/**
 * Two providers free at the same instants (so each time is listed once), one of them also
 * speaking Spanish; answers the English-only provider's id.
 */
export async function addEnglishAndBilingualProviders(t: TestApp): Promise<number> {
  const { providerId } = await addAvailability(t, { providerName: 'Dr. English', from: '2027-02-01', to: '2027-02-03', languages: ['en'] });
  await addAvailability(t, {
    providerName: 'Dr. Bilingual',
    from: '2027-02-01',
    to: '2027-02-03',
    start: '09:00',
    end: '11:00',
    languages: ['en', 'es'],
  });
  return providerId;
}

/** The id of a provider's slot starting at an instant. */
export async function slotIdOf(t: TestApp, providerId: number, iso: string): Promise<number> {
  const [row] = await t.handle.db
    .select({ id: appointmentTimeSlots.id })
    .from(appointmentTimeSlots)
    .where(and(eq(appointmentTimeSlots.startsAt, new Date(iso)), eq(appointmentTimeSlots.providerId, providerId)));
  return row!.id;
}
