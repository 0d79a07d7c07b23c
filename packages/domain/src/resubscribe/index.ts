// The resubscribe area's public entry point (`@app/domain/resubscribe`): the apps import the domain by area.
export * from './ingredient-conditions';
export * from './resubscribe-cart';
export * from './rx-formulations';
