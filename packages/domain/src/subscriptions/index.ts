// The subscriptions area's public entry point (`@app/domain/subscriptions`): the apps import the domain by area.
export * from './box-dates';
export * from './box-products';
export * from './box-schedule';
export * from './cancel-reasons';
export * from './history-text';
export * from './medication-runway';
export * from './renewal-box';
export * from './renewal-rules';
export * from './safety-check';
export * from './price-changes';
export * from './price-change-problems';
