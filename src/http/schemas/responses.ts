import { Type } from 'typebox';

/** Error responses every /api/v1 computing route can give (documented in OpenAPI). */
export const errorResponses = {
  401: Type.Ref('Error', {
    description: 'Invalid App ID or App Secret, or app revoked. Do not retry.',
  }),
  402: Type.Ref('Error', { description: 'Developer access expired. Renew; keys remain valid.' }),
  422: Type.Ref('ValidationError', { description: 'Validation failed: read field_errors.' }),
  429: Type.Ref('Error', {
    description: 'Rate limit exceeded: back off and retry after Retry-After.',
  }),
  503: Type.Ref('Error', {
    description:
      'Endpoint disabled by a server-side switch, or (heavy endpoints) the server is too busy to compute the request within its deadline. Not counted against the quota; retry after Retry-After seconds.',
  }),
};
