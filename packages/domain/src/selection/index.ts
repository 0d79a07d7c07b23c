// The selection area's public entry point (`@app/domain/selection`): the apps import the domain by area.
export * from './brand-selection-settings';
export * from './bundle';
export * from './card-price-view';
export * from './checkout-mode';
export * from './hair-what-changes';
export * from './invoice-lines';
export * from './routine-answers';
export * from './routine-recommendation';
export * from './selection-rules';
export * from './selection-summary';
export * from './selling-settings-rules';
export * from './card-copy';
