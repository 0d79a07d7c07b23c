// The eligibility area's public entry point (`@app/domain/eligibility`): the apps import the domain by area.
export * from './covers-treatment';
export * from './evaluate';
export * from './military-address';
export * from './signup-history';
