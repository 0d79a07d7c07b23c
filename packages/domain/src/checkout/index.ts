// The checkout area's public entry point (`@app/domain/checkout`): the apps import the domain by area.
export * from './card-state';
export * from './checkout-snapshot';
export * from './subscription-schedule';
export * from './wallet-names';
export * from './wallet-request';
