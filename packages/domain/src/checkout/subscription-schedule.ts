/** 001 §1, §9: the trial is free for 30 days; then a box every 60 days (or 30 for small bottles). Bill dates: `subscriptions/box-schedule.ts`. */
export const TRIAL_DAYS = 30;
