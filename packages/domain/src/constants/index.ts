// The constants area's public entry point (`@app/domain/constants`): the apps import the domain by area.
export * from './consultation';
export * from './ineligible-reasons';
export * from './legal-pages';
export * from './limits';
export * from './messaging-limits';
export * from './product-ids';
export * from './roles';
export * from './sign-in-limits';
export * from './skincare-goals';
export * from './social-providers';
export * from './storefront';
export * from './treatment-categories';
export * from './upsell-offers';
export * from './us-states';
