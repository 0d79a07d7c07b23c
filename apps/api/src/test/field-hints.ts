import { FLOW_IDS, type FlowId } from '@app/domain/flows';
import { PHOTO_PERSPECTIVES } from '@app/domain/photos';
import { FLOW_SURVEY_IDS, choicesOf, SURVEY_REGISTRY, ANSWER_KIND, listQuestions, TYPICAL_TEXT_ANSWER } from '@app/domain/surveys';
import { contextOfFlow, toResponses, validAnswersFor } from './kits/survey-test-kit';
import type { PatientObjects } from './patient-with-objects';
import type { FieldHints } from './schema-fuzz';

/**
 * The fields that name a patient's object, and which of the patient's objects each names. The
 * other-patient test fills them with another patient's ids; a path parameter that is neither here
 * nor an enum fails that test, so a new kind of object gets a line here.
 */
export const OBJECT_FIELDS: Readonly<Record<string, (objects: PatientObjects) => unknown>> = {
  uuid: (objects) => objects.visitUuid,
  visitUuid: (objects) => objects.visitUuid,
  id: (objects) => objects.photoId,
  photoId: (objects) => objects.photoId,
  appointmentTimeSlotId: (objects) => objects.slotId,
  // The visit's order: its box (the resubscribe cart's row, ADR 111).
  orderId: (objects) => objects.orderId,
  subscriptionId: (objects) => objects.subscriptionId,
  expires: (objects) => objects.photoLink.expires,
  signature: (objects) => objects.photoLink.signature,
  // A thread with the care team and a photo uploaded for a message (ADR 112).
  threadId: (objects) => objects.threadId,
  photoIds: (objects) => [objects.carePhotoId],
  // The shop cart the patient is filling (ADR 152).
  cartId: (objects) => objects.shopCartId,
  // A signed-in device of the patient's (ADR 168).
  sessionId: (objects) => objects.sessionId,
};

/** Fields whose names look like an object's id but name none of a patient's objects, and why. */
export const NOT_OBJECT_FIELDS: Readonly<Record<string, string>> = {
  messageTypeId: "an email message type of the brand's email provider, the same for every patient",
  promotionCodeId: "a brand's promotion code, the same for every patient; the claim it removes is the signed-in patient's own (ADR 098)",
  treatmentCategoryId: 'a treatment category (skin 1, hair 2), the same for every patient',
  checkoutAttemptId:
    "the page's own fresh uuid for one checkout; the charge's key joins it to the signed-in patient and visit, so another patient's uuid only starts the caller's own checkout (ADR 106)",
  itemId: "a catalogue item id, the same for every patient; the box it changes is the one the path's subscription id names (ADR 114)",
  selectedItemIds: "catalogue item ids, the same for every patient; the box they price is the signed-in patient's own visit's (ADR 103)",
};

/** A field name that looks like it names an object: `id`, `uuid`, `…Id`, `…Uuid` (and their plurals). */
export const looksLikeObjectField = (name: string): boolean =>
  /^(id|uuid)s?$|(Id|Uuid)s?$/.test(name);

/**
 * One answer to each question of a flow's survey, as the runner autosaves them (an option, or
 * typed text), typed ones first: they carry the patient's own words to the database.
 */
function oneAnswerPerQuestion(flow: FlowId): unknown[] {
  const answeredAt = new Date().toISOString();
  const definition = SURVEY_REGISTRY.findCurrent(FLOW_SURVEY_IDS[flow] ?? '');
  const questions = listQuestions(definition ?? { pages: [] });
  const typedFirst = [...questions].sort(
    (a, b) => Number(ANSWER_KIND[b.type] === 'text') - Number(ANSWER_KIND[a.type] === 'text'),
  );
  return typedFirst.map((question) => {
    const kind = ANSWER_KIND[question.type];
    const first = choicesOf(question)[0]?.value ?? TYPICAL_TEXT_ANSWER;
    const answer = kind === 'text' ? TYPICAL_TEXT_ANSWER : kind === 'multiple' ? [first] : first;
    return { question: question.id, answer, answeredAt };
  });
}

/**
 * Known good values by field name: requests built only from a schema rarely get past a route's
 * first check (an unknown visit, a malformed birthdate), so the fuzz mixes these in, and the guard
 * tests send them. The patient's own objects come first.
 */
export function fieldHints(objects?: PatientObjects): FieldHints {
  const own = Object.fromEntries(
    Object.entries(OBJECT_FIELDS).map(([name, of]) => [name, objects ? [of(objects)] : []]),
  );
  return {
    ...own,
    // The unanswered hair visit first: its survey still takes answers.
    uuid: objects ? [objects.otherVisitUuid, objects.visitUuid] : [],
    email: [objects?.email ?? 'visitor@example.com'],
    password: ['correct-horse'],
    firstname: ['Avery'],
    lastname: ['Quinn'],
    state: ['CA'],
    zip: ['90210'],
    // The shipping address (ADR 105): a street and town of that zip, and a typed street to suggest from.
    zipcode: ['90210'],
    address1: ['123 Main St'],
    city: ['Beverly Hills'],
    text: ['123 Ma'],
    birthdate: ['04/12/1990'],
    dob: ['04/12/1990', '1990-04-12'],
    phone: ['212-555-0123'],
    phoneNumber: ['212-555-0123'],
    // Hair first, like the visit and the context above.
    flow: ['hair-signup', ...FLOW_IDS.filter((flow) => flow !== 'hair-signup')],
    step: ['quiz'],
    x: ['skin', '1'],
    category: ['skin'],
    perspective: [...PHOTO_PERSPECTIVES],
    timezone: ['America/New_York'],
    language: ['en', 'es'],
    preferredLanguage: ['en'],
    brand: [1],
    treatmentCategory: [1, 2],
    treatment_category: [1, 2],
    treatmentCategoryId: [1, 2],
    shipmentFrequency: [60, 30],
    checkoutAttemptId: ['6f1c2b1e-8f65-4f7e-9f1a-2d6f3c9b4a10'],
    // Catalogue items: the custom formula, deep cleanse, a cleanser set, the hair formula.
    selectedItemIds: ['102', '102,1702,5202', '4102'],
    item_id: [102, 1702, 5202, 4102],
    hasAcceptedTerms: [true],
    acceptedTOS: [true],
    terms: [true],
    context: [contextOfFlow('hair-signup'), contextOfFlow('skin-signup')],
    response: [...oneAnswerPerQuestion('hair-signup'), ...oneAnswerPerQuestion('skin-signup')],
    responses: [
      toResponses(
        validAnswersFor('hair-signup', {
          current_medications: 'yes',
          current_medications_details: 'Daily vitamins',
        }),
      ),
    ],
    landingUrl: ['https://teleskin.example/?utm_source=fuzz'],
    referrerUrl: ['https://search.example/'],
    recipient: [objects?.email ?? 'visitor@example.com'],
    subject: ['Question about my formula'],
    body: ['Is a slight tingle after applying it normal?'],
  };
}

/** The first hint of each field: one typical value, for the requests the guard tests send. */
export function typicalFields(objects?: PatientObjects): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fieldHints(objects))
      .filter(([, values]) => values.length > 0)
      .map(([name, values]) => [name, values[0]]),
  );
}
