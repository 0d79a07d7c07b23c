import type { CatalogueIngredient } from '@app/domain/contracts';

/**
 * Ingredients that several products share, described once so every card and modal says the same
 * about them. Descriptions are plain and make no medical claim; an Rx ingredient's use is always
 * the provider's decision.
 */

export const TRETINOIN: CatalogueIngredient = {
  name: 'Tretinoin',
  description: 'A prescription retinoid; your provider decides whether to include it and at what strength.',
};

export const SULFACETAMIDE: CatalogueIngredient = {
  name: 'Sulfacetamide',
  description: 'A prescription cleansing ingredient.',
};

export const NIACINAMIDE: CatalogueIngredient = {
  name: 'Niacinamide',
  description: 'A form of vitamin B3 that is gentle enough for daily use.',
};

export const HYALURONIC_ACID: CatalogueIngredient = {
  name: 'Hyaluronic acid',
  description: 'Holds water in the skin to keep it feeling supple.',
};

export const CERAMIDES: CatalogueIngredient = {
  name: 'Ceramides',
  description: 'Lipids that support the skin’s moisture barrier.',
};

export const GLYCERIN: CatalogueIngredient = {
  name: 'Glycerin',
  description: 'Draws water into the skin so it feels soft.',
};

export const SQUALANE: CatalogueIngredient = {
  name: 'Squalane',
  description: 'A lightweight oil that helps skin feel soft.',
};

export const SHEA_BUTTER: CatalogueIngredient = {
  name: 'Shea butter',
  description: 'A rich plant butter that cushions dry skin.',
};
