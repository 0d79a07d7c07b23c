/** 001 §1, §9: the trial is free for 30 days; then a box every 60 days (or 30 for small bottles). Bill dates: `subscriptions/box-schedule.ts`. */
export const TRIAL_DAYS = 30;
/** 001 §1, §9: "a 2-month supply" of full sizes, the first shipment of the two-month offers. */
export const TWO_MONTH_SUPPLY_DAYS = 60;
