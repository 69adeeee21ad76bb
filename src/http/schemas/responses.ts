import { Type } from 'typebox';
import { ERRORS, type ErrorCode } from '../errors.js';

/**
 * An error response of the OpenAPI document: the Error body (ValidationError for 422) described by
 * the codes it can carry, each with when it is given (the one table, src/http/errors.ts). `lead`
 * comes first when the route has something of its own to say.
 */
export const errorRef = (codes: readonly ErrorCode[], lead?: string) =>
  Type.Ref(codes.includes('validation_failed') ? 'ValidationError' : 'Error', {
    description: [lead, codes.map((c) => `\`${c}\`: ${ERRORS[c].when}.`).join(' ')]
      .filter(Boolean)
      .join(' '),
  });

/** Error responses every /api/v1 computing route can give (documented in OpenAPI). */
export const errorResponses = {
  401: errorRef(
    ['missing_credentials', 'missing_app_id', 'missing_app_secret', 'invalid_credentials'],
    'Do not retry.',
  ),
  402: errorRef(['subscription_required'], 'Renew; the keys remain valid.'),
  422: errorRef(['validation_failed'], 'Read field_errors.'),
  429: errorRef(['rate_limited', 'quota_exceeded'], 'Retry after Retry-After seconds.'),
  503: errorRef(
    ['endpoint_disabled', 'overloaded'],
    'Not counted against the quota; retry after Retry-After seconds.',
  ),
};
