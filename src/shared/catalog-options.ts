/**
 * Plain values of the API contract that screens need at run time. They live apart from the zod
 * schemas of src/shared/api so that a page importing them does not download zod (ADR 006).
 */

/** The orders of POST /product_search. */
export const sortOptions = ['newest', 'price_asc', 'price_desc', 'name'] as const;
/** The availability filter of POST /product_search. */
export const availabilityFilter = ['available', 'reserved', 'sold', 'all'] as const;
/** Size bounds of the exhibition application's files, in megabytes. */
export const APPLICATION_LIMITS = { paintingMb: 15, portfolioMb: 25 } as const;
