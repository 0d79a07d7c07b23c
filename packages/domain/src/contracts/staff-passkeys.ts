import { z } from 'zod';
import { StaffMemberSchema } from './staff';

/**
 * Passkeys of the care team (issue 34 item 3, ADR 172). Not in the spec; a 422 names each field.
 * A ceremony's options go to `@simplewebauthn/browser` as they are, and its answer comes back as
 * the browser gave it; the ticket carries the challenge, sealed, so the server keeps no state
 * between the two calls.
 */
export const StaffPasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string().datetime(),
  lastUsedAt: z.string().datetime().nullable(),
});
export type StaffPasskey = z.infer<typeof StaffPasskeySchema>;
export const StaffPasskeyListResponseSchema = z.object({ data: z.object({ passkeys: z.array(StaffPasskeySchema) }) });

/** The options of a WebAuthn ceremony, for `startRegistration` / `startAuthentication`, with its ticket. */
export const PasskeyCeremonySchema = z.object({ ticket: z.string(), options: z.record(z.string(), z.unknown()) });
export type PasskeyCeremony = z.infer<typeof PasskeyCeremonySchema>;
export const PasskeyCeremonyResponseSchema = z.object({ data: PasskeyCeremonySchema });

/** `POST /api/staff/passkeys/options`: a new passkey is asked for with a code of the member's authenticator. */
export const PasskeyRegistrationOptionsRequestSchema = z.object({ code: z.string().max(20).default('') });

/** The browser's answer to a ceremony, as `@simplewebauthn/browser` gives it. */
const CeremonyAnswer = z.record(z.string(), z.unknown());

/** `POST /api/staff/passkeys`: the new passkey, named by the member. */
export const PasskeyRegistrationRequestSchema = z.object({
  ticket: z.string().max(2000).default(''),
  name: z.string().max(200).default(''),
  response: CeremonyAnswer,
});
export type PasskeyRegistrationRequest = z.infer<typeof PasskeyRegistrationRequestSchema>;
export const StaffPasskeyResponseSchema = z.object({ data: StaffPasskeySchema });
export const StaffPasskeyParamsSchema = z.object({ passkeyId: z.coerce.number().int().positive().max(2_147_483_647) });

/** `POST /api/staff/passkeys/sign-in`: a passkey in place of password and code. */
export const PasskeySignInRequestSchema = z.object({ ticket: z.string().max(2000).default(''), response: CeremonyAnswer });
export type PasskeySignInRequest = z.infer<typeof PasskeySignInRequestSchema>;
export const PasskeySignInResponseSchema = z.object({ data: StaffMemberSchema });
