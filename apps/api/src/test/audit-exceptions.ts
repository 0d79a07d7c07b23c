// The routes of the patient and visitor surfaces that leave no row of their own on the audit trail,
// each with the reason (ADR 116 keeps the same list with its reasoning). `route-audit.int.test.ts`
// fails for a route of those surfaces that neither names an `auditAction` nor is listed here, and
// for an entry here that names no route. Every change on the patient surface is audited whatever
// this list says: only reads may be listed for it.

const NO_HEALTH_DATA = 'reads no health data';

/** Reads of the patient surface that carry no health data (answers, photos, ID, health history, prescriptions, care messages). */
export const UNAUDITED_PATIENT_READS: Readonly<Record<string, string>> = {
  'GET /api/patient': `${NO_HEALTH_DATA}: the account row, on every page (a hot path, ADR 076)`,
  'GET /api/account/security': `${NO_HEALTH_DATA}: the patient's own signed-in browsers and their times (ADR 168)`,
  'GET /api/patient/address-suggestions': `${NO_HEALTH_DATA}: street names for the address being typed`,
  'GET /api/patient/email-verification': `${NO_HEALTH_DATA}: whether the email is verified`,
  'GET /api/patient/guardian': `${NO_HEALTH_DATA}: a minor's guardian and their contact details`,
  'GET /api/phone-number': `${NO_HEALTH_DATA}: the phone number on file`,
  'GET /api/phone-number/requires-verification': `${NO_HEALTH_DATA}: whether the phone needs a code`,
  'GET /api/consultations/:uuid': `${NO_HEALTH_DATA}: the booked consultation's time`,
  'GET /api/consultations/:uuid/available-slots': `${NO_HEALTH_DATA}: free slots`,
  'GET /api/live-consultations/:uuid/provider': `${NO_HEALTH_DATA}: the provider's name`,
  'GET /api/patient/care-messages/unread': `${NO_HEALTH_DATA}: a count of unread messages, no text`,
  'GET /api/patient/care-messages/reply-time': `${NO_HEALTH_DATA}: the care team's usual reply time, the same for every patient`,
  'GET /api/patient/payment/braintree-token': `${NO_HEALTH_DATA}: a processor's client token`,
  'GET /api/patient/payment/config': `${NO_HEALTH_DATA}: the processor's browser settings`,
  'GET /api/patient/payment/method': `${NO_HEALTH_DATA}: the card's brand and last four digits`,
  'GET /api/patient/orders': `${NO_HEALTH_DATA}: orders with their products and prices`,
  'GET /api/patient/shipments': `${NO_HEALTH_DATA}: parcels and tracking numbers`,
  'GET /api/patient/subscriptions': `${NO_HEALTH_DATA}: the next box, its products and price`,
  'GET /api/patient/subscriptions/:subscriptionId/addable-products': `${NO_HEALTH_DATA}: products for sale`,
  'GET /api/patient/subscriptions/:subscriptionId/history': `${NO_HEALTH_DATA}: who changed the subscription and when`,
  'GET /api/patient/upsells': `${NO_HEALTH_DATA}: the offers on later boxes`,
  'GET /api/visits/:uuid/upsells': `${NO_HEALTH_DATA}: the offers made to the box`,
  'GET /api/patient/product-selection-and-checkout/get-updated-product-selection-data/:flow': `${NO_HEALTH_DATA}: the products, prices and totals of the box`,
  'GET /api/patient/referral': `${NO_HEALTH_DATA}: the referral link`,
  'GET /api/patient/referrals': `${NO_HEALTH_DATA}: friends' referral stages and credit`,
};

/** Routes of the visitor surface with no `auditAction`: they write their own row, or change no account. */
export const UNNAMED_VISITOR_ROUTES: Readonly<Record<string, string>> = {
  'POST /auth/login': 'writes its own rows: who signs in is known only once the password is checked (a wrong password on a known account too)',
  'POST /api/register': 'writes its own row with the new account, in the account\'s transaction',
  'POST /api/register/brand-transfer/complete': 'writes its own row in the transfer\'s transaction',
  'GET /auth/social/:provider/callback': 'writes its own row once the provider named the patient',
  'GET /auth/verify-email': "writes its own row in the link's transaction, for the mailbox's owner",
  'POST /api/patient/brand/transfer': 'changes no account: it checks the details and emails the link that does',
  'POST /api/auth/sign-in-link': "changes no account: it emails the link, and writes its own row on the account it was sent to (ADR 134)",
  'POST /api/auth/sign-in-link/use': 'writes its own row: who signs in is known only once the link is checked (ADR 134)',
  'GET /auth/social/:provider/start': 'changes no account: a redirect to the provider',
  'GET /api/auth/social/providers': NO_HEALTH_DATA,
  'GET /api/guest/vip-invite-codes/:code': NO_HEALTH_DATA,
  'GET /api/shared/basic-patient': `${NO_HEALTH_DATA}: who is signed in`,
  'GET /app/photos/for-flows': `${NO_HEALTH_DATA}: the photo types of each flow`,
  'GET /app/photos/required/:x': `${NO_HEALTH_DATA}: the photo types a flow asks for`,
  'GET /api/shop/products': `${NO_HEALTH_DATA}: the brand's catalogue`,
  'GET /api/shop/products/:handle': `${NO_HEALTH_DATA}: one product of the catalogue`,
};
