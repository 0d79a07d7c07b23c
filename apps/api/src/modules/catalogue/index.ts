// The catalogue module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { CATALOGUE_CARDS, CATALOGUE_PRICES } from './catalogue-data';
export {
  addPriceChange,
  allPriceChanges,
  allSalesPauses,
  boxesAtTheirPrices,
  catalogueAt,
  CODE_CATALOGUE,
  cataloguePricesAt,
  cardsOnSale,
  pauseProductSales,
  priceChangeById,
  productPriceChangesForUpdate,
  recordRaiseNotices,
  resumeProductSales,
  salesPauseOf,
  type BoxToPrice,
  type CatalogueVersion,
} from './catalogue-prices.service';
export { addSellingChange, newestSellingChangeForUpdate, newestSellingChanges, sellingSettingsOf, type SellingChange } from './selling-settings.service';
export { addCardCopyChange, newestCardCopies, newestCardCopyForUpdate, type CardCopyChange } from './card-copy.service';
