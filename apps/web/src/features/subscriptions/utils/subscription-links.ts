/** The manage-subscription page (000 §2's path), which the dashboard and the one-tap page link to. */
export const MANAGE_SUBSCRIPTION_PATH = '/patient-dashboard/manage-subscription/customize';

/** The id of a declined box's notice on the dashboard, which the to-do list links to. */
export const paymentProblemAnchor = (subscriptionId: number): string => `payment-problem-${subscriptionId}`;

/** The next box's safety questions (issue 13 item 7), linked from the dashboard and the 3-day notice. */
export const SAFETY_CHECK_PATH = '/dashboard/safety-check';
