/**
 * The patient's side of the care team in issue 14 (ADRs 115, 120): licensure-aware booking, the
 * provider's request for more photos on the dashboard, and the care team's usual reply time. None
 * is in the spec (the care team is "not shown", 000 §6): all are ours.
 */
export const PATIENT_CARE_MESSAGES = {
  licensedBooking: {
    // A slot id of a provider not licensed in the patient's state (a forged or stale id).
    notLicensed: 'That time is with a provider who is not licensed in your state. Please choose another time.',
    // The account has no state of residence, so no provider can be matched to it.
    stateUnknown: 'We need your state of residence to find a provider licensed there. Please contact support.',
  },
  photoRequests: {
    task: 'Your provider asked for more photos for your {visit}',
    taskUnknownVisit: 'Your provider asked for more photos',
    note: '{provider} wrote: “{note}”',
    askedOn: 'Asked on {date}',
    open: 'Send more photos',
    close: 'Close',
    panelHeading: 'More photos for your provider',
    panelIntro: 'Add the photos your provider asked for. Each photo goes to them as soon as it is uploaded.',
    loading: 'Loading your photos…',
    loadError: 'Your photos could not be loaded. Please refresh the page.',
    uploadFailed: 'Your photo could not be uploaded. Please try again.',
    done: 'I have sent my photos',
    notYet: 'Upload at least one new photo first.',
    thanks: 'Thank you. Your provider will look at your new photos.',
  },
  replyTime: {
    withinAnHour: 'The care team usually replies within an hour.',
    withinHours: 'The care team usually replies within {count} hours.',
    withinDays: 'The care team usually replies within {count} days.',
    // Too few answers in the last 30 days to say what is usual: the promise the queue keeps.
    fallback: 'The care team aims to reply within {count} hours.',
  },
} as const;
