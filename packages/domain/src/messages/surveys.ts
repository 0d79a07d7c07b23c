/**
 * The survey runner and its answer checks (issue 4); texts without "ours" are 000 §2 verbatim.
 * Texts the spec quotes are verbatim and must not be reworded; those marked "ours" are recorded
 * in docs/decisions/004-error-model.md or the decision named beside them.
 */
export const SURVEY_MESSAGES = {
  survey: {
    next: 'Next',
    skip: 'Skip',
    back: 'Back',
    informationAccurateYes: "Yes, it's accurate",
    informationAccurateNo: "No, I'd like to update",
    previousFormulaYes: 'Yes, continue to checkout',
    previousFormulaNo: "No, I'd like a new treatment",
    // ours: an answer to a question the survey version does not have.
    unknownQuestion: 'This question is not part of this survey.',
    // ours: e.g. a list for a single-choice question, or text for a checkbox list.
    wrongType: 'This answer does not fit this question.',
    // ours
    optionNotOffered: 'Please choose one of the options shown.',
    // ours
    tooLong: 'This answer is too long.',
    // ours: a required, visible question left unanswered at completion.
    required: 'Please answer this question.',
    // ours
    unknownSurvey: 'This survey could not be found.',
    // ours: a custom question type the page has no screen for.
    questionUnavailable: 'This question cannot be shown here.',
    // ours: the is-information-accurate question when no completed survey exists yet.
    healthHistoryEmpty: 'We have no health history on file for you yet.',
    // ours: the same question with nothing on file asks for the history instead of its accuracy.
    healthHistoryNeededTitle: 'Tell us about your health',
    // ours
    healthHistoryNeeded: 'Your provider reads your medical conditions, medications and allergies before prescribing. The next questions ask about them.',
    // ours: the previous-formula question when the patient has no formula yet.
    formulasEmpty: 'You have no formulas on file yet.',
    // ours
    formulaTreats: 'Treats',
    // ours: a photo-upload question before the visit exists (it never is: only visits ask for photos).
    photosNeedVisit: 'Please sign in to upload your photos.',
    // ours: a save after the visit was completed; the provider reviews the answers as they were.
    visitCompleted: 'This visit is already completed, so its answers can no longer be changed.',
  },
} as const;
