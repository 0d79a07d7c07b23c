/**
 * The dashboard's word on each sent visit after the provider's review (issue 29 item 1, ADR 136).
 * Ours: the spec does not show the dashboard after a review. Kept out of the patient catalogue
 * (`en.ts`): only the dashboard, loaded on its own, reads them.
 */
export const VISIT_REVIEW_MESSAGES = {
  intro: 'Here is where each of your visits stands.',
  waiting: 'Sent to your provider. They will review it and write to you with what comes next.',
  photosRequested: 'Your provider asked for more photos on {date}.',
  photosWhatToDo: 'Send them under “What you still need to do” below. Your provider finishes the review once they arrive.',
  prescribed: '{provider} reviewed your visit on {date} and prescribed:',
  currentPrescription: 'Your prescription',
  ingredients: 'Ingredients of {item}',
  declinedBeside: 'Not prescribed: {item}. Why: {reason}',
  declined: '{provider} reviewed your visit on {date} and did not prescribe {items}.',
  declinedWhy: 'Why: {reason}',
  declinedWhatToDo: 'We took what was not prescribed off your next boxes, so you are not charged for it. If you have questions, or your skin or health changes, write to your care team.',
  reviewed: 'Your provider reviewed your visit on {date}. There was nothing to prescribe.',
  writeToCareTeam: 'Message your care team',
  seePrescriptions: 'See all your prescriptions',
  trackingNumber: 'Tracking number: {tracking}',
  shipment: {
    pending: 'Your box is being prepared. We will email you its tracking number as soon as it ships.',
    submitted: 'Your box is at the pharmacy. We will email you its tracking number as soon as it ships.',
    shipped: 'Your box shipped on {date}.',
    delivered: 'Your box was delivered on {date}.',
  },
} as const;
