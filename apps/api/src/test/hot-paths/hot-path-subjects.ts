import { randomBytes, randomUUID } from 'node:crypto';
import { QUEUE_PAGE_SIZE } from '@app/domain/care';
import { hashToken } from '../../modules/auth/sessions.service';
import { hashLinkToken } from '../../modules/contact/verification-secrets';
import { SESSION_COOKIE } from '../../plugins/session';
import { contextOfFlow, toResponses, validAnswersFor } from '../kits/survey-test-kit';
import { okBody, type HotPathClient, type HotPathDeps, type Row } from './hot-path-client';

// The people the hot paths act as, and what they act on, built through the API as a browser would,
// with SQL only for what no patient call makes (a photo row, a shipped parcel, a one-tap link).

/** A patient whose sign-up visit is open: the answer save's subject. */
export interface OpenVisit<C> {
  client: C;
  uuid: string;
  /** The survey context the visit's answers are saved under. */
  context: string;
}

/** A patient with a completed, paid sign-up and everything a year's first weeks leave. */
export interface PaidPatient<C> extends OpenVisit<C> {
  patientId: number;
  threadId: number;
  /** The token of a one-tap link to skip the next box (as the 3-day notice sends it). */
  oneTapToken: string;
}

export interface Subjects<C> {
  /** A visitor with a CSRF token and no session. */
  visitor: C;
  patient: PaidPatient<C>;
  /** Open visits the answer saves go to in turn (the web client sends one visit's saves one after another). */
  openVisits: OpenVisit<C>[];
  /** A patient at the product selection step of the skin sign-up. */
  atSelection: OpenVisit<C>;
  provider: C;
  operator: C;
  /** Operator searches: a fragment of the paid patient's name alone, and one many names share. */
  search: { rare: string; common: string };
}

/** The paid patient's last name: no seeded name contains its first letters. */
const RARE_LAST_NAME = 'Thistlewood';
/** A fragment about one US surname in ten contains (Johnson, Anderson, Wilson, Jackson, …). */
const COMMON_FRAGMENT = 'son';
const SKIN_SIGNUP = 'skin-signup';
const RUN = randomBytes(4).toString('hex');
let patientsMade = 0;

/** A patient who passed eligibility in California, registered, gave their name and opened a skin sign-up visit. */
async function patientWithOpenVisit<C extends HotPathClient>(deps: HotPathDeps<C>, lastname = 'Patient'): Promise<OpenVisit<C>> {
  const client = deps.newClient();
  patientsMade += 1;
  const eligibility = { state: 'CA', zip: '94110', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] };
  await okBody(client.request('POST', '/api/eligibility/evaluate', eligibility), 'eligibility');
  const account = { email: `hot-path-${RUN}-${patientsMade}@example.com`, password: 'correct-horse-battery', acceptedTOS: true };
  await okBody(client.request('POST', '/api/register', account), 'registration');
  await okBody(client.request('POST', '/app/users/self/legal-name', { firstname: 'Robin', lastname }), 'legal name');
  const visit = await okBody(client.request('POST', '/api/visits', { flow: SKIN_SIGNUP }), 'visit');
  return { client, uuid: visit.data.uuid as string, context: contextOfFlow(SKIN_SIGNUP) };
}

/** Answers the whole sign-up survey, as the survey runner's last step does. */
async function answerSurvey<C extends HotPathClient>(patient: OpenVisit<C>): Promise<void> {
  const responses = toResponses(validAnswersFor(SKIN_SIGNUP));
  await okBody(patient.client.request('POST', `/api/visits/${patient.uuid}/responses`, { context: patient.context, responses }), 'survey');
}

async function patientAtSelection<C extends HotPathClient>(deps: HotPathDeps<C>, lastname?: string): Promise<OpenVisit<C>> {
  const patient = await patientWithOpenVisit(deps, lastname);
  await answerSurvey(patient);
  return patient;
}

export const SELECTION_DATA_PATH = `/api/patient/product-selection-and-checkout/get-updated-product-selection-data/${SKIN_SIGNUP}?brand=1&treatmentCategory=1`;

/** A patient at "Submit payment": the recommended box saved, an address, a working sandbox card. */
export async function patientReadyToPay<C extends HotPathClient>(deps: HotPathDeps<C>, lastname?: string): Promise<OpenVisit<C>> {
  const patient = await patientAtSelection(deps, lastname);
  const { client } = patient;
  const selection = await okBody(client.request('GET', SELECTION_DATA_PATH), 'selection data');
  const items = (selection.data.initialSelectedItemIds as number[]).map((item_id) => ({ item_id, quantity: 1 }));
  await okBody(client.request('PUT', '/app/patient/payment/subscription-items', { brand: 1, treatment_category: 1, items, deferred_products: [] }), 'box');
  const address = { firstname: 'Robin', lastname: lastname ?? 'Patient', address1: '12 Main St', city: 'Los Angeles', state: 'CA', zipcode: '90012' };
  await okBody(client.request('PATCH', '/app/users/self/address', address), 'address');
  const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
  const token = await okBody(client.request('POST', '/sandbox-processor/v1/tokens', card), 'card token');
  await okBody(client.request('POST', '/app/patient/payment/register-card', { method: 'card', vendor: 'sandbox', paymentNonce: token.id }), 'card');
  return patient;
}

/** The trial activation's body, a new checkout attempt each time (the page makes one per visit of the step). */
export function activationBody() {
  return { treatmentCategoryId: 1, checkoutAttemptId: randomUUID(), shipmentFrequency: 60 };
}

/**
 * The paid patient: activated trial (subscription, order, invoice), a face photo, the visit
 * completed an hour ago (so it waits in the provider's queue), the box shipped, a thread with the
 * care team holding a question, the provider's answer and a reply, and a one-tap skip link.
 */
async function paidPatient<C extends HotPathClient>(deps: HotPathDeps<C>, provider: C): Promise<PaidPatient<C>> {
  const patient = await patientReadyToPay(deps, RARE_LAST_NAME);
  const { client } = patient;
  await okBody(client.request('POST', '/app/patient/payment/activate-trial', activationBody()), 'activation');
  const patientId = (await okBody(client.request('GET', '/api/patient'), 'patient')).data.id as number;
  await deps.query(
    `insert into photos (patient_id, visit_id, perspective, treatment_category, storage_key, content_type, byte_size, width, height)
     select patient_id, id, 'face_front', 1, 'hot-path/' || id || '.jpg', 'image/jpeg', 180000, 1200, 1600 from visits where uuid = $1`,
    [patient.uuid],
  );
  await deps.query(`update visits set completed_at = now() - interval '1 hour' where uuid = $1`, [patient.uuid]);
  await deps.query(
    `insert into shipments (order_id, patient_id, status, pharmacy_ref, tracking_number, submitted_at, shipped_at)
     select id, patient_id, 'shipped', 'rx-' || id, '94001000000000' || id, now() - interval '2 days', now() - interval '1 day' from orders where patient_id = $1
     on conflict (order_id) do update set status = excluded.status, pharmacy_ref = excluded.pharmacy_ref,
       tracking_number = excluded.tracking_number, submitted_at = excluded.submitted_at, shipped_at = excluded.shipped_at`,
    [patientId],
  );
  const thread = await okBody(client.request('POST', '/api/patient/care-messages', { subject: 'About my visit', body: 'A first question.', photoIds: [] }), 'thread');
  const threadId = thread.data.id as number;
  await okBody(provider.request('POST', `/api/care/threads/${threadId}/messages`, { body: 'An answer.' }), "provider's answer");
  await okBody(client.request('POST', `/api/patient/care-messages/${threadId}/messages`, { body: 'Thank you.', photoIds: [] }), 'reply');
  const oneTapToken = randomBytes(32).toString('base64url');
  await deps.query(
    `insert into one_tap_links (token_hash, subscription_id, bill_date, action, expires_at)
     select $1, id, next_bill_date, 'skip', now() + interval '2 days' from subscriptions where patient_id = $2`,
    [hashLinkToken(oneTapToken), patientId],
  );
  return { ...patient, patientId, threadId, oneTapToken };
}

/**
 * A full first page of the provider's queue on the subjects alone: visits completed two hours ago,
 * so the queue answers as many entries without the volume as with it, and a comparison of the two
 * measures the data's size, not the page's.
 */
async function fillQueuePage<C extends HotPathClient>(deps: HotPathDeps<C>): Promise<void> {
  const uuids: string[] = [];
  for (let made = 0; made < QUEUE_PAGE_SIZE; made += 1) {
    uuids.push((await patientWithOpenVisit(deps)).uuid);
  }
  await deps.query(`update visits set completed_at = now() - interval '2 hours' where uuid = any($1::uuid[])`, [uuids]);
}

/** Every subject the hot paths act on; `openVisits` answer saves spread over (the bench uses 50). */
export async function setUpSubjects<C extends HotPathClient>(deps: HotPathDeps<C>, options: { openVisits: number }): Promise<Subjects<C>> {
  const provider = await deps.signInStaff('provider');
  const operator = await deps.signInStaff('operator');
  const visitor = deps.newClient();
  await okBody(visitor.request('GET', '/api/auth/csrf'), 'csrf token');
  const patient = await paidPatient(deps, provider);
  const atSelection = await patientAtSelection(deps);
  const openVisits: OpenVisit<C>[] = [];
  for (let made = 0; made < options.openVisits; made += 1) {
    openVisits.push(await patientWithOpenVisit(deps));
  }
  await fillQueuePage(deps);
  return { visitor, patient, openVisits, atSelection, provider, operator, search: { rare: RARE_LAST_NAME.slice(0, 7).toLowerCase(), common: COMMON_FRAGMENT } };
}

/**
 * Marks the subjects' sessions seen now. A session last seen over a minute ago is touched by its
 * next request (one more statement, once a minute: sessions.service), so a capture taken right
 * after this counts what every request sends.
 */
export function markSessionsSeen<C extends HotPathClient>(query: HotPathDeps<C>['query'], subjects: Subjects<C>): Promise<Row[]> {
  const clients = [subjects.visitor, subjects.patient.client, subjects.atSelection.client, subjects.provider, subjects.operator, ...subjects.openVisits.map((visit) => visit.client)];
  const hashes = clients.flatMap((client) => {
    const token = client.cookie(SESSION_COOKIE);
    return token === undefined ? [] : [hashToken(token)];
  });
  return query('update sessions set last_seen_at = now() where token_hash = any($1::text[])', [hashes]);
}
