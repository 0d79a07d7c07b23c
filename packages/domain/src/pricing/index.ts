// The pricing area's public entry point (`@app/domain/pricing`): the apps import the domain by area.
export * from './card-pricing';
export * from './intro-offers';
export * from './money';
export * from './order-statement';
export * from './order-summary';
export * from './order-total';
export * from './promotion-effects';
export * from './sales-tax';
