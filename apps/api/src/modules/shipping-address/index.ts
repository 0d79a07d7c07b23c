// The shipping-address module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { shippingAddressRoutes } from './shipping-address.routes';
export { checkedShippingAddress } from './shipping-address.service';
