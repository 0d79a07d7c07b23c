// The storefront area's public entry point (`@app/domain/storefront`): the apps import the domain by area.
export * from './shop-cart-lines';
export * from './shop-cart-totals';
export * from './cart-requests';
export * from './shop-order';
