import { z } from 'zod';
import { wholeNumber } from './common.ts';

/**
 * The largest id either engine keeps: PostgreSQL's `integer` (and `serial`) stops at 2^31 - 1 and
 * answers an error for anything beyond, so a larger id is refused here as one that names nothing.
 */
export const MAX_ID = 2_147_483_647;

/** A record's id in a body, a query string or an address: a whole number from 1 to MAX_ID. */
export const recordIdNumber = wholeNumber(
  z.number().int('must be a whole number').min(1, 'must be positive').max(MAX_ID, 'is not a known id'),
);

/** An amount in a filter (baisa), bounded like the columns it is compared with. */
export const boundedAmount = wholeNumber(
  z.number().int('must be a whole number').min(0, 'must be at least 0').max(MAX_ID, `must be at most ${MAX_ID}`),
);
