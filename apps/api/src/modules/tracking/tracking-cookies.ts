/** The visitor's random id, which ties a visitor's events together before and after sign-up (ADR 011). */
export const VISITOR_COOKIE = 'teleskin_visitor';
/** Set when the visitor opts out of tracking; the tracking plugin and the opt-out route read it. */
export const OPT_OUT_COOKIE = 'tracking_opt_out';
