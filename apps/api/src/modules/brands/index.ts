// The brands module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { DEMO_BRANDS } from './brand-catalog';
export { demoSelectionSettings, GIFT_POUCH_IMAGE } from './brand-selection-settings';
export type { SelectionSettingsLookup } from './brand-selection-settings';
export { brandsRoutes } from './brands.routes';
export { brandOrigin, createBrandResolver, findBrandById, parseBrandHosts } from './brands.service';
export type { BrandResolver } from './brands.service';
