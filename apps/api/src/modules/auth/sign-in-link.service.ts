import type { SignInLinkRequest } from '@app/domain/contracts';
import { SIGN_IN_LINK_EMAILS_PER_DAY, SIGN_IN_LINK_EMAILS_PER_WINDOW, SIGN_IN_LINK_TTL_MINUTES } from '@app/domain/constants';
import { MESSAGES, signInLinkEmail } from '@app/domain/messages';
import { normalizeEmail, validateEmail } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { PatientRow } from '../../db/schema/index';
import { validationError } from '../../errors';
import { patientEvent, recordAudit } from '../audit';
import { consumeSendAllowance } from '../contact';
import { deliverEmail, type EmailOutbox } from '../messaging';
import { findPatient, findPatientOnBrand } from '../patients';
import { claimOnce } from '../rate-limits';
import type { SignInLinkSealer } from './sign-in-link-token';

/** The web page the link opens; it signs in only when its button is pressed (ADR 134). */
export const SIGN_IN_LINK_PAGE = '/auth/sign-in-link';

export interface SignInLinkDeps {
  db: Db;
  sealer: SignInLinkSealer;
  outbox: EmailOutbox;
}

export interface LinkBrand {
  id: number;
  name: string;
  origin: string;
}

/**
 * `POST /api/auth/sign-in-link`: emails a one-time link to the account of that address on this
 * brand, if there is one, and says the same either way so the answer reveals no account. Limited
 * per email and per client address, so nobody can flood a mailbox.
 */
export async function sendSignInLink(deps: SignInLinkDeps, brand: LinkBrand, input: SignInLinkRequest, address: string, now = new Date()): Promise<string> {
  const invalid = validateEmail(input.email);
  if (invalid) {
    throw validationError({ email: [invalid] });
  }
  const email = normalizeEmail(input.email);
  await consumeSendAllowance(deps.db, [`sign-in-link:email:${brand.id}:${email}`, `sign-in-link:address:${address}`], {
    perWindow: SIGN_IN_LINK_EMAILS_PER_WINDOW,
    perDay: SIGN_IN_LINK_EMAILS_PER_DAY,
    message: MESSAGES.signInLink.tooManyEmails,
  });
  const patient = await findPatientOnBrand(deps.db, brand.id, email);
  if (patient) {
    const token = deps.sealer.seal({ patientId: patient.id, brandId: brand.id, email, expiresAt: now.getTime() + SIGN_IN_LINK_TTL_MINUTES * 60_000 });
    const { subject, body } = signInLinkEmail(brand.name, `${brand.origin}${SIGN_IN_LINK_PAGE}?token=${token}`, SIGN_IN_LINK_TTL_MINUTES);
    await deliverEmail(deps.db, deps.outbox, {
      brandId: brand.id,
      patientId: patient.id,
      template: 'sign-in-link',
      to: patient.email,
      subject,
      body,
      // A real provider keeps only this copy: the live link must not sit in the database.
      recordBody: signInLinkEmail(brand.name, '[link removed]', SIGN_IN_LINK_TTL_MINUTES).body,
    });
    // Asked for by whoever typed the address; on the account's trail so its owner can see it.
    await recordAudit(deps.db, patientEvent(patient.id, 'account.sign-in-link', address));
  }
  return MESSAGES.signInLink.sent;
}

const linkInvalid = () => validationError({ token: [MESSAGES.signInLink.invalid] });

/**
 * `POST /api/auth/sign-in-link/use`: the link proves the visitor reads the account's mailbox, so
 * it signs the account in, once, within its minutes, on its brand, while the account still has
 * the email it was sent to. It bypasses the password's guessing limits: that is its purpose.
 */
export async function signInWithLink(deps: SignInLinkDeps, brandId: number, token: string, address: string, now = new Date()): Promise<PatientRow> {
  const claims = token ? deps.sealer.open(token, now) : null;
  if (!claims || claims.brandId !== brandId) {
    throw linkInvalid();
  }
  const patient = await findPatient(deps.db, claims.patientId);
  if (!patient || patient.brandId !== brandId || normalizeEmail(patient.email) !== claims.email) {
    throw linkInvalid();
  }
  if (!(await claimOnce(deps.db, `sign-in-link:used:${claims.nonce}`, new Date(claims.expiresAt)))) {
    throw linkInvalid();
  }
  await recordAudit(deps.db, patientEvent(patient.id, 'account.sign-in', address, { subject: { method: 'emailed link' } }));
  return patient;
}
