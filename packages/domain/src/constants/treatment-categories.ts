/** Treatment categories (000 §3): skin id 1, hair id 2. */
export const TREATMENT_CATEGORIES = { skin: 1, hair: 2 } as const;

export type TreatmentCategoryName = keyof typeof TREATMENT_CATEGORIES;
export type TreatmentCategoryId = (typeof TREATMENT_CATEGORIES)[TreatmentCategoryName];

export const TREATMENT_CATEGORY_NAMES = Object.keys(TREATMENT_CATEGORIES) as TreatmentCategoryName[];

/** Returns the category name for an id, or undefined for an unknown id. */
export function categoryNameForId(id: number): TreatmentCategoryName | undefined {
  return TREATMENT_CATEGORY_NAMES.find((name) => TREATMENT_CATEGORIES[name] === id);
}

/** Type guard for a category name taken from a URL. */
export function isTreatmentCategoryName(value: string): value is TreatmentCategoryName {
  return (TREATMENT_CATEGORY_NAMES as string[]).includes(value);
}
