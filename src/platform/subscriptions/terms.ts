/**
 * The subscription's terms, in a module of their own (no database code): the operator commands name
 * them in their help, and every `bin/sublord` command builds that help, so importing them must not
 * load the query builder (issue 22: 40-50 ms of every command's start).
 */

/** Days of access one purchase buys (contract, Limits). */
export const PERIOD_DAYS = 30;
/** Largest grant accepted in one purchase, a guard against typos on the operator CLI. */
export const MAX_GRANT_DAYS = 3660;
