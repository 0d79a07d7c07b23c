import type { BasicPatient, Patient } from '@app/domain/contracts';
import { ADULT_AGE } from '@app/domain/constants';
import { ageOn, calendarDateOf, parseIsoDate } from '@app/domain/validation';
import type { PatientRow } from '../../db/schema/index';

/** The patient of 000 §3 as the browser sees it: no hash, no internal timestamps. */
export function toPatientView(row: PatientRow, now = new Date()): Patient {
  const dob = row.dateOfBirth ? parseIsoDate(row.dateOfBirth) : null;
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    state: row.state,
    zipcode: row.zipcode,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    date_of_birth: row.dateOfBirth,
    cardLastFour: row.cardLastFour,
    collectedCardLastFour: row.collectedCardLastFour,
    hasCompletedCcEntry: row.hasCompletedCcEntry,
    hasCompletedShippingAddressEntry: row.hasCompletedShippingAddressEntry,
    isMinor: dob ? ageOn(dob, calendarDateOf(now)) < ADULT_AGE : false,
    // Intro offers and subscription items arrive with the catalogue and checkout modules.
    introOffer: null,
    subscriptionItems: [],
  };
}

/** Who is signed in, and nothing more: no contact, address, card or health data (ADR 101). */
export function toBasicPatient(row: PatientRow): BasicPatient {
  return { id: row.id, firstname: row.firstname, brand: row.brandId, hasCompletedSignup: row.signupCompletedAt !== null };
}
