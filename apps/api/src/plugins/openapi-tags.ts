/**
 * The API description's tags, one per area of the API, each defined here once with what it holds.
 * A route names exactly one of them in `schema.tags`; `npm run api:lint` fails on a tag not listed
 * here, on an operation with none or several, and on a tag here that no operation names.
 */
export const API_TAGS = [
  { name: 'brands', description: "The brand of the request's host (each brand has its own host) and its legal pages." },
  {
    name: 'identity',
    description:
      'Accounts and sessions: the CSRF cookie, registration, log-in and log-out, sign-in links, social sign-in, brand transfer, the signed-in patient and their legal name, VIP invite codes.',
  },
  { name: 'tracking', description: 'The visitor cookie, where a visitor landed from, and the browser’s opt-out of tracking.' },
  {
    name: 'messaging',
    description:
      "Texts and emails with the patient: the phone number and its confirmation code, text preferences, texted links, the email address's verification, email subscriptions and unsubscribing.",
  },
  {
    name: 'visits',
    description:
      "A patient's visits through a flow: the brand's flows, visit types and recommendations, opening a visit, its steps, skincare goals and completion, the medical-history update, the referral link.",
  },
  { name: 'eligibility', description: 'Whether the patient can be treated: the eligibility form, a visit’s eligibility, a recheck against the details on file.' },
  {
    name: 'surveys',
    description: "Surveys of flow steps and visits: their questions, saved answers and completion; the health history and formulas read from them.",
  },
  { name: 'photos', description: "A visit's photos: the photo types a flow asks for, uploading and deleting, the file through a short-lived signed link." },
  { name: 'guardians', description: "A minor patient's guardian." },
  { name: 'promotions', description: 'Promo codes a patient claims, referrals and account credit.' },
  { name: 'pricing', description: "What a treatment's chosen products cost, with the estimated sales tax of a state." },
  {
    name: 'product selection',
    description:
      'The box chosen at the selection step: the recommended routine, prices and totals, the saved items, how the box is bought (trial, subscription or once), the free-trial bundle.',
  },
  { name: 'upsells', description: 'Offers made to a box: accepting or skipping them, and taking an accepted one off again.' },
  { name: 'payments', description: 'The payment method: which processors the payment step loads, their keys and tokens, storing and reading the method on file.' },
  {
    name: 'checkout',
    description: 'Activating a trial or a subscription, placing a one-time cart order, express checkout with a wallet, the shipping address, and the orders placed.',
  },
  {
    name: 'subscriptions',
    description:
      'Subscriptions after checkout: the next box, its schedule, pausing, canceling and reactivating, its items and safety check, one-tap links, retrying a declined payment.',
  },
  { name: 'storefront', description: 'The over-the-counter shop: the brand’s products and the shopper’s cart, for visitors and patients alike.' },
  { name: 'resubscribe', description: 'Resuming a treatment: the previous answers, the formulations to resume, and the resubscription’s cart.' },
  { name: 'shipments', description: "The patient's parcels: what each held, its status and tracking number." },
  { name: 'scheduling', description: 'Consultations: free slots, booking one for a visit, the booked consultation and its provider.' },
  {
    name: 'care team',
    description: "The patient's side of care: prescriptions, threads with the care team and their photos, unread counts, the usual reply time, the provider's photo requests.",
  },
  {
    name: 'care portal',
    description:
      "The care team's side: staff sign-in, the review queue, a visit's record, prescribing decisions, photo requests, the calendar, patients' threads and the provider's answers.",
  },
  {
    name: 'operator console',
    description:
      "Operators' tools: finding a patient, their account and audit trail, providers' licences, fixes to addresses and subscriptions, refunds, resending messages, verifying the audit trail.",
  },
  {
    name: 'admin console',
    description: "Admins' commerce settings: the brands' promotion codes, their windows, limits and claims.",
  },
  {
    name: 'development',
    description: 'Development only, absent in production: the outbox of texts and emails, the email templates, the simulated clock, verifying an email without its link.',
  },
] as const satisfies readonly { name: string; description: string }[];
