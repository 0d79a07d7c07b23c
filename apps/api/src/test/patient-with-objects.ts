import { eq } from 'drizzle-orm';
import { addDays, billInstant, calendarDateIn } from '@app/domain/subscriptions';
import { productSelections, subscriptions, visits } from '../db/schema/index';
import { insertPaymentMethod } from '../modules/payments/payment-methods.repository';
import { insertSubscription } from '../modules/subscriptions/subscriptions.repository';
import { birthdateYearsAgo, photoFile, postForm, smallPng } from './kits/photo-test-kit';
import {
  addAvailability,
  patientWithVisit,
  slotIdOf,
} from './kits/scheduling-test-kit';
import { completeVisitSurvey } from './kits/survey-test-kit';
import type { TestApp } from './build-test-app';
import type { TestClient, TestResponse } from './test-client';

/** A signed-in patient and the objects a route may name: what another patient must never reach. */
export interface PatientObjects {
  client: TestClient;
  patientId: number;
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  /** The minor's parent or guardian. */
  guardian: { firstname: string; lastname: string; email: string };
  /** The skin visit: answered survey, a photo, a booked consultation. */
  visitUuid: string;
  /** A second visit (hair), with nothing in it. */
  otherVisitUuid: string;
  photoId: number;
  /** The photo's short-lived signed link, as the visit shows it. */
  photoLink: { expires: number; signature: string };
  /** The consultation slot the skin visit booked. */
  slotId: number;
  /** The skin visit's order: its box, viewed (ADR 111's `{orderId}`). */
  orderId: number;
  /** A subscription of the skin visit, its next box a month away, with a prescription and an optional product. */
  subscriptionId: number;
  /** The optional product on that subscription's box. */
  subscriptionItemId: number;
  /** A thread with the care team (ADR 112). */
  threadId: number;
  /** A photo uploaded for a message, not attached yet. */
  carePhotoId: number;
  /** The patient's open shop cart, with one product (ADR 152). */
  shopCartId: string;
  /** The patient's signed-in session, by the public id their list of devices names it with (ADR 168). */
  sessionId: string;
}

let nextAvailabilityDay = 0;
const FIRST_AVAILABILITY_DAY = Date.parse('2027-03-01T00:00:00Z');

/**
 * A patient with a full set of objects, built through the API as the browser would: a minor (16)
 * with a guardian, legal name, phone, two visits, survey answers, a photo and a consultation booking.
 */
export async function patientWithObjects(
  t: TestApp,
  names: { firstname: string; lastname: string },
): Promise<PatientObjects> {
  const { client, uuid: visitUuid } = await patientWithVisit(t, {
    birthdate: birthdateYearsAgo(16),
  });
  const guardian = {
    firstname: `${names.firstname}-Parent`,
    lastname: `${names.lastname}-Guardian`,
    email: `guardian-of-${names.lastname.toLowerCase()}@example.com`,
  };
  await expectOk(
    client.post('/api/patient/guardian', { ...guardian, phone: '212-555-0143', terms: true }),
    'guardian',
  );
  const phone = '212-555-0142';
  await expectOk(client.post('/app/users/self/legal-name', { ...names, dob: null }), 'legal name');
  await expectOk(client.request('PATCH', '/app/users/self/phone-number', { phone }), 'phone');
  const patient = await expectOk(client.get('/api/patient'), 'patient');
  const person = {
    guardian,
    client,
    patientId: patient.data.id as number,
    email: patient.data.email as string,
    ...names,
    phone,
  };
  // One thread for the patient's life: new threads count against the sending limit (ADR 112).
  const thread = await expectOk(
    client.post('/api/patient/care-messages', { subject: 'About my visit', body: 'A first question.' }),
    'thread',
  );
  const cart = await expectOk(client.post('/api/shop/carts', { lines: [{ variantId: 'gid://teleskin/ProductVariant/5002', quantity: 1 }] }), 'shop cart');
  const security = await expectOk(client.get('/api/account/security'), 'signed-in devices');
  const sessionId = (security.sessions as { id: string }[])[0]!.id;
  return { ...person, threadId: thread.data.id as number, shopCartId: cart.data.id as string, sessionId, ...(await fillVisit(t, client, visitUuid)) };
}

/**
 * New objects for the same patient (another skin visit, answered, with a photo and a booking, and a
 * hair visit), cheaper than a new patient when a test changed or deleted the earlier ones.
 */
export async function withNewObjects(t: TestApp, patient: PatientObjects): Promise<PatientObjects> {
  const visit = await expectOk(
    patient.client.post('/api/visits', { flow: 'skin-signup' }),
    'visit',
  );
  return { ...patient, ...(await fillVisit(t, patient.client, visit.data.uuid)) };
}

async function fillVisit(t: TestApp, client: TestClient, visitUuid: string) {
  await completeVisitSurvey(client, { uuid: visitUuid, flow: 'skin-signup' });
  const photo = await expectOk(
    postForm(t.app, client, `/api/visits/${visitUuid}/photos`, [
      { name: 'perspective', value: 'face_front' },
      photoFile(await smallPng()),
    ]),
    'photo',
  );
  // Each visit books on a day of its own, so its slot is free.
  const day = new Date(FIRST_AVAILABILITY_DAY + nextAvailabilityDay++ * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const { providerId } = await addAvailability(t, {
    providerName: `Dr. Fixture ${day}`,
    from: day,
    to: day,
    timeZone: 'UTC',
  });
  const slotId = await slotIdOf(t, providerId, `${day}T09:00:00Z`);
  await expectOk(
    client.post(`/api/consultations/${visitUuid}`, { brand: 1, appointmentTimeSlotId: slotId }),
    'booking',
  );
  await expectOk(
    client.request('PUT', '/api/patient/product-selection-and-checkout/set-patient-viewed-at/skin-signup', { brand: 1, treatmentCategory: 1 }),
    'selection viewed',
  );
  const [box] = await t.handle.db
    .select({ id: productSelections.id })
    .from(productSelections)
    .innerJoin(visits, eq(visits.id, productSelections.visitId))
    .where(eq(visits.uuid, visitUuid));
  const otherVisit = await expectOk(
    client.post('/api/visits', { flow: 'hair-signup' }),
    'second visit',
  );
  const subscriptionId = await addSubscription(t, visitUuid);
  const carePhoto = await expectOk(
    postForm(t.app, client, '/api/patient/care-message-photos', [photoFile(await smallPng())]),
    'message photo',
  );
  return {
    visitUuid,
    otherVisitUuid: otherVisit.data.uuid as string,
    photoId: photo.data.id as number,
    photoLink: signedLinkOf(photo.data.localUrl),
    slotId,
    orderId: box!.id,
    subscriptionId,
    subscriptionItemId: SUBSCRIPTION_ITEMS[1]!.itemId,
    carePhotoId: carePhoto.data.photoId as number,
  };
}

const SUBSCRIPTION_ITEMS = [
  { itemId: 101, name: 'Fixture Formula', isRx: true, isRequired: true, priceCents: 4900, position: 0 },
  { itemId: 102, name: 'Fixture Cleanser', isRx: false, isRequired: false, priceCents: 1900, position: 1 },
];

/** A subscription of the visit, as a checkout leaves one (written directly: what a route reaches is the row). */
async function addSubscription(t: TestApp, visitUuid: string): Promise<number> {
  const [visit] = await t.handle.db.select({ id: visits.id, patientId: visits.patientId }).from(visits).where(eq(visits.uuid, visitUuid));
  const method = await insertPaymentMethod(t.handle.db, {
    patientId: visit!.patientId,
    vendor: 'sandbox',
    method: 'card',
    customerRef: `fixture-customer-${visit!.id}`,
    paymentMethodRef: `fixture-method-${visit!.id}`,
    cardLastFour: '4242',
  });
  // A visit reopened for new objects gets a fresh subscription: the owner's earlier call may have changed the old one.
  await t.handle.db.delete(subscriptions).where(eq(subscriptions.visitId, visit!.id));
  const timeZone = 'America/New_York';
  const nextBillDate = addDays(calendarDateIn((await t.adapters.clock.now()).getTime(), timeZone), 30);
  const subscription = await insertSubscription(
    t.handle.db,
    {
      patientId: visit!.patientId,
      visitId: visit!.id,
      brandId: 1,
      treatmentCategory: 1,
      status: 'trialing',
      cadenceDays: 60,
      timeZone,
      nextBillDate,
      nextBillAt: new Date(billInstant(nextBillDate, timeZone)),
      paymentMethodId: method.id,
    },
    SUBSCRIPTION_ITEMS,
  );
  return subscription.id;
}

function signedLinkOf(localUrl: string): { expires: number; signature: string } {
  const query = new URL(localUrl, 'http://localhost').searchParams;
  return { expires: Number(query.get('expires')), signature: query.get('signature') ?? '' };
}

async function expectOk(
  pending: Promise<TestResponse>,
  what: string,
): Promise<TestResponse['body']> {
  const response = await pending;
  if (response.status !== 200) {
    throw new Error(`${what} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body;
}
