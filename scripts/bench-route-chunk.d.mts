/** Types of bench-route-chunk.mjs, for the browser tests that check the same budgets. */
export function routeChunkSizes(source: string): { own: number; added: number; files: number; paths: string[] };
