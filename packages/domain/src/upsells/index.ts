// The upsells area's public entry point (`@app/domain/upsells`): the apps import the domain by area.
export * from './upsell-offers';
export * from './upsell-steps';
