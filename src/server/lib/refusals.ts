import { errorBody } from '#shared/api/common.ts';

/**
 * The refusals a route answers, for its response schema: each of these statuses with the API's one
 * error body (docs/product.md#bad-input), as in `{ 200: artistAnswer, ...refusals(400, 401, 404) }`.
 * The OpenAPI document adds the refusals every route of its kind may give (plugins/openapi.ts).
 */
export function refusals<const S extends number>(...statuses: S[]): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<S, typeof errorBody>;
}
