// The validation area's public entry point (`@app/domain/validation`): the apps import the domain by area.
export * from './account';
export * from './birthdate';
export * from './eligibility';
export * from './email-suggestion';
export * from './field-errors';
export * from './guardian';
export * from './legal-name';
export * from './patterns';
export * from './phone';
export * from './same-site-path';
export * from './shipping-address';
export * from './staff-sign-in';
export * from './us-phone-number';
