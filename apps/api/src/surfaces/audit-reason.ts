import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, INELIGIBLE_USER_MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { AppError } from '../errors';

// What an audit row may say about a request (ADR 116): ids and our own words, never what the
// caller typed. A request's text could be health data (an answer), a card number or a password.

/** Every text of the message catalogues (the patient's and the care team's), exact or as a `{placeholder}` template. */
interface Catalogue {
  texts: Set<string>;
  templates: RegExp[];
}

let catalogue: Catalogue | undefined;

/** Fewer characters of its own than this, and a template cannot vouch for a message. */
const MIN_TEMPLATE_WORDS_LENGTH = 8;

function collectTexts(value: unknown, into: string[]): void {
  if (typeof value === 'string') {
    into.push(value);
  } else if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) {
      collectTexts(inner, into);
    }
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function catalogueOf(): Catalogue {
  if (!catalogue) {
    const texts: string[] = [];
    collectTexts([MESSAGES, STAFF_MESSAGES, INELIGIBLE_USER_MESSAGES], texts);
    const templates = texts
      .filter((text) => /\{\w+\}/.test(text))
      // A text that is little but placeholders ("{problem}") would pass any message as ours.
      .filter((text) => text.replace(/\{\w+\}/g, '').trim().length >= MIN_TEMPLATE_WORDS_LENGTH)
      // A placeholder's value is ours (a date, a product's name, a validated choice): bounded, one line.
      .map((text) => new RegExp(`^${text.split(/\{\w+\}/).map(escapeRegExp).join('[^\\n]{1,80}?')}$`));
    catalogue = { texts: new Set(texts), templates };
  }
  return catalogue;
}

/** Whether a message is one of the catalogue's texts (a 422's " (and N more errors)" aside). */
export function isCatalogueText(message: string): boolean {
  const text = message.replace(/ \(and \d+ more errors?\)$/, '');
  const { texts, templates } = catalogueOf();
  return texts.has(text) || templates.some((template) => template.test(text));
}

/**
 * Why a request was refused, for its audit row: the message the caller read when it is one of the
 * catalogue's texts, else only the error's code. A message built from the input (a field name
 * that was a key of the body, a JSON parser quoting the body) never reaches the trail.
 */
export function refusalReasonOf(error: Error & { statusCode?: number }): string {
  if (error instanceof AppError) {
    return isCatalogueText(error.message) ? error.message : error.code;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return 'VALIDATION_FAILED';
  }
  return `HTTP ${error.statusCode ?? 500}`;
}

/** A route parameter as the trail keeps it: an id-shaped value (a number, a uuid, a flow's name). */
const ID_SHAPED = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * The request's route parameters that look like ids, as the row's subject: which visit, photo,
 * subscription or thread was asked for, even when the request was refused. Anything else a
 * parameter could hold (text, a broken character) is left out.
 */
export function idsOfParams(params: unknown): Record<string, string | number> {
  const ids: Record<string, string | number> = {};
  if (params === null || typeof params !== 'object') {
    return ids;
  }
  for (const [name, value] of Object.entries(params)) {
    if ((typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && ID_SHAPED.test(value))) {
      ids[name] = value;
    }
  }
  return ids;
}
