/**
 * How many requests one address may send to the routes a script would abuse, as route `config`
 * for @fastify/rate-limit. The counts are kept in the database (plugins/rate-limit-store.ts), so a
 * limit holds whichever process answers. A refusal is a 429 that says how long to wait, with a
 * `Retry-After` header.
 */
export const REQUEST_LIMITS = {
  /** Sign-in, registration and password mails: enough for a person who mistypes, too few for a script. */
  signIn: { rateLimit: { max: 10, timeWindow: '1 minute' } },
  /** Placing orders: a collector buys a few works at most; a script retrying would hold stock. */
  orders: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  /** The contact form: every message is kept for the staff to read. */
  contact: { rateLimit: { max: 10, timeWindow: '1 hour' } },
  /** The newsletter box: one address a visit, a few more for a family sharing a connection. */
  newsletter: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
  /** Enquiries about works: each is kept and mailed to the gallery. */
  enquiries: { rateLimit: { max: 10, timeWindow: '1 hour' } },
  /** Exhibition applications: each may carry tens of megabytes of files kept for the staff. */
  applications: { rateLimit: { max: 10, timeWindow: '1 hour' } },
} as const;
