import { randomUUID } from 'node:crypto';
import { TREATMENT_CATEGORIES } from '@app/domain/constants';
import type { FlowId } from '@app/domain/flows';
import { shipmentEveryDays } from '@app/domain/selection';
import { SURVEY_REGISTRY, surveyContext, typicalAnswers } from '@app/domain/surveys';
import { normalizeUsPhoneNumber } from '@app/domain/validation';
import type { Adapters } from '../adapters';
import type { Db } from '../db/client';
import type { PatientRow, VisitRow } from '../db/schema/index';
import { hashPassword } from '../modules/auth';
import { demoSelectionSettings } from '../modules/brands';
import { assessEligibility } from '../modules/eligibility';
import { createHeicDecoder, createPhotoLinkSigner, photoTypesOfVisit, uploadVisitPhoto } from '../modules/media';
import { activateCheckout } from '../modules/checkout';
import { confirmPatientPhone, createPatient, findPatient, findPatientOnBrand, recordSignupCompleted } from '../modules/patients';
import { type PaymentProcessors, registerPaymentMethod, createSandboxGateway, tokenizeCard } from '../modules/payments';
import { bookConsultation, firstFreeSlotOfProvider, findProviderByName } from '../modules/scheduling';
import { getSelectionData, saveSubscriptionItems } from '../modules/selection';
import { selectionDeps } from '../wiring';
import { completeVisitSurvey } from '../modules/surveys';
import { markVisitCompleted, openVisit } from '../modules/visits';
import { DEMO_PROVIDERS } from './demo-schedule';
import { demoPhotoBytes } from './demo-photos';

/** The outside services the demo data uses, as `createAdapters` built them. */
export type DemoSeedAdapters = Pick<Adapters, 'storage' | 'taxEstimator' | 'zipDirectory'>;

/**
 * A main-brand patient who finished their skin sign-up and paid a trial box a few hours before the
 * app started: the visit waiting in the demo provider's queue (README "The care team").
 */
export const QUEUE_DEMO_ACCOUNT = {
  brandId: 1,
  email: 'queue@teleskin.example',
  password: 'demo-password',
  firstname: 'Casey',
  lastname: 'Lane',
  state: 'TX',
  zipcode: '78701',
  city: 'Austin',
  address1: '200 Congress Ave',
  dateOfBirth: '1994-03-08',
  phone: '(512) 555-0142',
} as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** The sign-up took 40 minutes and ended three hours before the start. */
const COMPLETED_HOURS_AGO = 3;
const SIGNUP_MINUTES = 40;
/** The consultation is booked at least a day ahead, with the demo provider. */
const CONSULTATION_AFTER_MS = 24 * HOUR_MS;
const FLOW: FlowId = 'skin-signup';
const SKIN = TREATMENT_CATEGORIES.skin;
/** The add-on Rx the patient put in the box beside the recommended formula. */
const ADD_ON_RX_KEY = 'deep-cleanse';
/** The local sandbox's card that always succeeds: demo charges never reach a real processor. */
const SANDBOX_CARD = { number: '4242424242424242', expMonth: 12, cvc: '123' };

const isoToUsDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Only the local sandbox processor, whatever the settings choose for real patients. */
function sandboxProcessors(db: Db): PaymentProcessors {
  const sandbox = createSandboxGateway(db);
  return { card: sandbox, walletVault: sandbox, byVendor: (vendor) => (vendor === sandbox.vendor ? sandbox : undefined) };
}

/** The account as the eligibility step and registration leave it, with an address and a confirmed phone. */
async function createAccount(db: Db, adapters: DemoSeedAdapters, at: Date): Promise<PatientRow | undefined> {
  const account = QUEUE_DEMO_ACCOUNT;
  const eligibility = assessEligibility(
    { state: account.state, zip: account.zipcode, birthdate: isoToUsDate(account.dateOfBirth), hasAcceptedTerms: true, treatmentCategories: [SKIN] },
    { unavailableStates: [], zipDirectory: adapters.zipDirectory },
    at,
  );
  const { password, phone, ...details } = account;
  const created = await createPatient(db, {
    ...details,
    passwordHash: await hashPassword(password),
    hasCompletedShippingAddressEntry: true,
    eligibility,
    acceptedTosAt: at,
    createdAt: at,
  });
  if (created) {
    await confirmPatientPhone(db, created.id, normalizeUsPhoneNumber(phone) ?? phone, at);
  }
  return created;
}

/** The sign-up survey answered as a patient with acne and clogged pores would, checked like theirs. */
async function answerSurvey(db: Db, patient: PatientRow, visit: VisitRow, at: Date): Promise<void> {
  const definition = SURVEY_REGISTRY.findCurrent(FLOW);
  if (!definition) {
    throw new Error('the skin sign-up survey has no published version');
  }
  const answers = typicalAnswers(definition, { skin_type: 'oily', skin_concerns: ['acne', 'clogged_pores'] });
  const responses = Object.entries(answers).map(([question, answer]) => ({ question, answer, answeredAt: at.toISOString() }));
  await completeVisitSurvey({ db, registry: SURVEY_REGISTRY }, patient.id, visit.uuid, { context: surveyContext(definition), responses }, at);
}

/** A drawn photo for each required type of the visit, through the upload pipeline. */
async function sendPhotos(db: Db, adapters: DemoSeedAdapters, secret: string, patient: PatientRow, visit: VisitRow): Promise<void> {
  const deps = { db, storage: adapters.storage, links: createPhotoLinkSigner(secret), decodeHeic: createHeicDecoder(), warn: () => undefined };
  for (const type of photoTypesOfVisit(visit, false).filter((candidate) => candidate.required)) {
    await uploadVisitPhoto(deps, patient.id, visit.uuid, { perspective: type.type, bytes: await demoPhotoBytes(type.type) });
  }
}

/** The demo provider's first free slot a day or more ahead, booked as the scheduling step books one. */
async function bookWithDemoProvider(db: Db, patient: PatientRow, visit: VisitRow, now: Date): Promise<void> {
  const provider = await findProviderByName(db, DEMO_PROVIDERS[0].name);
  const slot = provider ? await firstFreeSlotOfProvider(db, provider.id, new Date(now.getTime() + CONSULTATION_AFTER_MS)) : undefined;
  if (!slot) {
    return;
  }
  await bookConsultation(
    db,
    { languageBrandIds: [] },
    { patientId: patient.id, visitUuid: visit.uuid, timezone: undefined, brandId: patient.brandId, input: { brand: patient.brandId, appointmentTimeSlotId: slot.id }, now },
  );
}

/** The recommended box with the add-on Rx, a sandbox card, and the trial paid through the checkout's own service. */
async function payTrialBox(db: Db, adapters: DemoSeedAdapters, secret: string, patient: PatientRow, at: Date): Promise<void> {
  // The box is priced at `at`, the sign-up's own time in the demo's past, not the clock's.
  const selection = selectionDeps({ db, adapters: { taxEstimator: adapters.taxEstimator, clock: { now: async () => at, isSimulated: false } } }, demoSelectionSettings);
  const data = await getSelectionData(selection, patient, FLOW, { brand: patient.brandId, treatmentCategory: SKIN });
  const addOn = data.cards.find((card) => card.key === ADD_ON_RX_KEY)?.fullSizeItemId;
  const itemIds = [...new Set([...data.initialSelectedItemIds, ...(addOn === undefined || addOn === null ? [] : [addOn])])];
  await saveSubscriptionItems(selection, patient, { brand: patient.brandId, treatment_category: SKIN, items: itemIds.map((id) => ({ item_id: id, quantity: 1 })), deferred_products: [] }, at);
  const processors = sandboxProcessors(db);
  const token = await tokenizeCard(db, secret, { ...SANDBOX_CARD, expYear: at.getUTCFullYear() + 3 }, at);
  if (!token.ok) {
    throw new Error(`the demo card was refused: ${token.message}`);
  }
  await registerPaymentMethod({ db, processors }, patient, { method: 'card', vendor: 'sandbox', paymentNonce: token.token.id }, at);
  const paying = (await findPatient(db, patient.id)) ?? patient;
  await activateCheckout(
    { db, processors, selection, eligibility: { unavailableStates: [], zipDirectory: adapters.zipDirectory } },
    paying,
    { purchaseType: 'trial', treatmentCategoryId: SKIN, checkoutAttemptId: randomUUID(), shipmentFrequency: shipmentEveryDays(data.flags) },
    at,
  );
}

/**
 * Adds the patient waiting in the queue, once (a patient with the account is left alone): the
 * sign-up a patient makes in the browser, through the same services, from the eligibility step to
 * the paid trial box (the recommended formula and Deep Cleanse, two Rx to decide), with their
 * answers, drawn photos and a consultation booked with the demo provider, completed three hours ago.
 */
export async function seedQueuePatient(db: Db, secret: string, adapters: DemoSeedAdapters, now = new Date()): Promise<void> {
  const account = QUEUE_DEMO_ACCOUNT;
  if (await findPatientOnBrand(db, account.brandId, account.email)) {
    return;
  }
  const completedAt = new Date(now.getTime() - COMPLETED_HOURS_AGO * HOUR_MS);
  const startedAt = new Date(completedAt.getTime() - SIGNUP_MINUTES * MINUTE_MS);
  const patient = await createAccount(db, adapters, startedAt);
  if (!patient) {
    return;
  }
  const visit = await openVisit(db, patient, FLOW);
  await answerSurvey(db, patient, visit, new Date(startedAt.getTime() + 10 * MINUTE_MS));
  await sendPhotos(db, adapters, secret, patient, visit);
  await bookWithDemoProvider(db, patient, visit, now);
  await payTrialBox(db, adapters, secret, patient, new Date(completedAt.getTime() - 5 * MINUTE_MS));
  await markVisitCompleted(db, visit.id, completedAt);
  await recordSignupCompleted(db, patient.id, completedAt);
}
