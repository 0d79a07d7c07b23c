// The flows area's public entry point (`@app/domain/flows`): the apps import the domain by area.
export * from './checkout-param';
export * from './flow-catalogue';
export * from './flow-definitions';
export * from './flow-progress';
export * from './signup-entry-steps';
export * from './treatment-choices';
