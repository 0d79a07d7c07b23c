// The credits area's public entry point (`@app/domain/credits`): the apps import the domain by area.
export * from './credit-allocation';
