import { z } from 'zod';
import { AUTOSUGGEST_MAX_RESULTS, NAME_MAX_LENGTH } from '../constants/limits';
import { ADDRESS_FIELD_MAX_LENGTH } from '../validation/shipping-address';
import { IneligibleReasonSchema } from './eligibility';

// The wire limits leave room over the field rules (validation/shipping-address.ts), so a value that
// is a little too long hears the form's own message rather than a generic one; far longer is 422.
const NAME_WIRE_MAX = NAME_MAX_LENGTH + 50;
const LINE_WIRE_MAX = ADDRESS_FIELD_MAX_LENGTH + 50;
const SHORT_WIRE_MAX = 30;

/**
 * The shipping address update of 001 §3 (`PATCH /app/users/self/address`, 001 §7.2). Strict: a
 * field the server does not know is refused, never dropped. A missing required field reads as
 * empty, so it hears "The {label} field is required." (001 §5).
 */
export const ShippingAddressUpdateSchema = z
  .object({
    address1: z.string().max(LINE_WIRE_MAX).default(''),
    address2: z.string().max(LINE_WIRE_MAX).nullish(),
    addressee_name: z.string().max(NAME_WIRE_MAX).nullish(),
    city: z.string().max(LINE_WIRE_MAX).default(''),
    firstname: z.string().max(NAME_WIRE_MAX).default(''),
    lastname: z.string().max(NAME_WIRE_MAX).default(''),
    phoneNumberOptional: z.string().max(SHORT_WIRE_MAX).nullish(),
    state: z.string().max(SHORT_WIRE_MAX).default(''),
    zipcode: z.string().max(SHORT_WIRE_MAX).default(''),
  })
  .strict();
/** What the server works with (missing fields filled in). */
export type ShippingAddressUpdate = z.infer<typeof ShippingAddressUpdateSchema>;
/** What the browser sends. */
export type ShippingAddressUpdateRequest = z.input<typeof ShippingAddressUpdateSchema>;

/** The patient's address and names as the update answers them: no contact, card or health data. */
export const ShippingUserSchema = z.object({
  id: z.number().int(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  hasCompletedShippingAddressEntry: z.boolean(),
});
export type ShippingUser = z.infer<typeof ShippingUserSchema>;

/** The update's answer (001 §7.2: user, addressValidation{isMilitaryAddress}). */
export const ShippingAddressUpdateAnswerSchema = z.object({
  user: ShippingUserSchema,
  addressValidation: z.object({ isMilitaryAddress: z.boolean() }),
});
export type ShippingAddressUpdateAnswer = z.infer<typeof ShippingAddressUpdateAnswerSchema>;
export const ShippingAddressUpdateResponseSchema = z.object({
  data: ShippingAddressUpdateAnswerSchema,
});

/** The longest text the street field sends for suggestions. */
export const ADDRESS_SUGGESTION_TEXT_MAX_LENGTH = 100;

/** Address autosuggest (001 §7.2: by brand and text; path ours, ADR 105). */
export const AddressSuggestionsQuerySchema = z
  .object({
    text: z.string().max(ADDRESS_SUGGESTION_TEXT_MAX_LENGTH).default(''),
    /** The brand of the page; the host decides it, so another brand's id is refused. */
    brand: z.coerce.number().int().optional(),
  })
  .strict();
export type AddressSuggestionsQuery = z.infer<typeof AddressSuggestionsQuerySchema>;

/** One suggestion (001 §7.2: street_line, city, state, zipcode); city or zip empty when unknown. */
export const AddressSuggestionSchema = z.object({
  street_line: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;

export const AddressSuggestionsResponseSchema = z.object({
  data: z.object({ suggestions: z.array(AddressSuggestionSchema).max(AUTOSUGGEST_MAX_RESULTS) }),
});

/**
 * The eligibility check that follows an address update (001 §4 "Submission", §7.2: state,
 * treatmentCategories and militaryAddress; path ours, ADR 105). The state, zip and date of birth
 * are the ones on file, so the body names only the categories; `militaryAddress` can only add to
 * what the stored address says.
 */
export const EligibilityRecheckRequestSchema = z
  .object({
    brand: z.number().int().optional(),
    treatmentCategories: z.array(z.number().int()).max(2),
    militaryAddress: z.boolean().optional().default(false),
  })
  .strict();
export type EligibilityRecheckRequest = z.infer<typeof EligibilityRecheckRequestSchema>;
/** What the browser sends. */
export type EligibilityRecheckRequestBody = z.input<typeof EligibilityRecheckRequestSchema>;

/** The re-check's answer: null when eligible, else the reason and what the ineligible page says. */
export const EligibilityRecheckAnswerSchema = z.object({
  ineligibleReason: IneligibleReasonSchema.nullable(),
});
export type EligibilityRecheckAnswer = z.infer<typeof EligibilityRecheckAnswerSchema>;
export const EligibilityRecheckResponseSchema = z.object({ data: EligibilityRecheckAnswerSchema });
