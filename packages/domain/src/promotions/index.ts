// The promotions area's public entry point (`@app/domain/promotions`): the apps import the domain by area.
export * from './promotion-status';
export * from './promotion-settings';
