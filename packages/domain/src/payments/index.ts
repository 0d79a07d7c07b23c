// The payments area's public entry point (`@app/domain/payments`): the apps import the domain by area.
export * from './processors/braintree';
export * from './processors/processor-descriptor';
export * from './processors/registry';
export * from './processors/sandbox';
export * from './processors/stripe';
