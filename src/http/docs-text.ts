/** The prose at the top of /docs and /openapi.json: how to call the API and what every status means. */
import { INCLUDE_BLOCKS, INCLUDE_DOCS } from '../app/present/include.js';
import { errorTablesMarkdown } from './error-docs.js';
import { glossaryMarkdown } from './glossary.js';

const INCLUDE_ROWS = INCLUDE_BLOCKS.map(
  (b) => `| \`${b}\` | ${INCLUDE_DOCS[b].adds} | ${(INCLUDE_DOCS[b].bytes / 1000).toFixed(1)} KB |`,
).join('\n');

export const API_DESCRIPTION = `
Deterministic KP (Krishnamurti Paddhati) and classical Vedic calculation over JSON.
Licensed AGPL-3.0-or-later: the source of the running service is linked from the portal footer.
New to astrology? The **Glossary** at the end of this introduction explains the words the fields use
(star lord, sub lord, cusp, significator levels A-D, dasha levels, verdicts, confidence, basis).

## Authentication
Every \`/api/v1\` request carries \`X-App-Id\` and \`X-App-Secret\` (created in the developer portal; the
secret is shown once). Call from a server, never from browser or mobile code.
The website's question route, \`POST /api/question/cusp\` (the twin of \`/api/v1/question-cusp\`),
takes \`Authorization: Bearer <session token>\` from \`POST /api/auth/sign-in\` instead: 401 without a valid
token, 402 when the account has no active developer access, and the website's per-IP limit.

## Conventions
Sidereal zodiac, Krishnamurti ayanamsa (Swiss Ephemeris mode 5) unless \`ayanamsa\` says otherwise;
mean node unless \`node_type\` is \`true\`; Placidus houses (a house runs from its cusp to the next).
Local birth times are converted with the historical time zone resolved from the coordinates (IANA tz
with pre-1970 history); \`timezone\` or \`utc_offset_hours\` override it. A wall time that occurred twice
is read as the earlier instant (\`local_time_status: ambiguous\`); one that clocks skipped is read with
the offset in force before the change (\`nonexistent\`). Every computing response carries \`meta\`
(engine version, ephemeris mode, ayanamsa and its value, node type, house system, tz data version and
\`input_hash\`): the same input gives the same bytes.
A place name never replaces the coordinates: \`place\` is echoed, and when it names a place the
gazetteer knows more than 100 km from the coordinates (checking the swapped pair too) the response
carries a \`warnings\` array. \`GET /api/v1/places\` searches that gazetteer (GeoNames data, CC BY 4.0).

## The birth chart's default body and \`include\`
\`POST /api/v1/birth-chart\` answers with the contract's fields and light additions, about 90 KB (22 KB of it chart_layout, a contract field and always sent): each
of the 18 predictions carries \`event\`, \`title\`, \`verdict\`, \`confidence\` and \`reasoning\` (always),
\`polarity\`, \`favourable\`, \`primary_cusp\`, \`cuspal_sub_lord\`, \`caveat\`, \`promise_verdict\`, \`rule\`,
\`basis\`, \`grade_from_timing\` and a compact \`timing\` (\`as_of\`, \`basis\`, \`next_fruitful_period\`, \`witness\`).
As with Stripe's \`expand\`, the heavy detail is sent only when the request's \`include\` array names
it; a block only adds fields, it never changes one. Sizes are those of a 1990 New Delhi chart, whose
complete body (every block) is about 112 KB.

| Block | Adds | Size |
|---|---|---|
${INCLUDE_ROWS}

## Errors
${errorTablesMarkdown()}

Credentials are checked before the body is read, so a call without valid keys gets 401 whatever its
body; on /api/v1, 404, 405, 413 and 415 carry the rate-limit headers like every other answer.

## Limits and headers
60 calls per minute and 1,000 per UTC day per app, counted for calls that pass the credential,
subscription and kill-switch checks (a 422 counts; \`ping\` is free; a refused call consumes
nothing). The website's unauthenticated endpoints allow 10 per minute and 100 per day per IP.

| Header | On | Meaning |
|---|---|---|
| \`X-RateLimit-Limit\` | every /api/v1 response | limit of the binding window (the one with fewer calls left: normally the minute, 60) |
| \`X-RateLimit-Remaining\` | every /api/v1 response | calls left in that window |
| \`X-RateLimit-Reset\` | every /api/v1 response | seconds until that window resets |
| \`X-RateLimit-Limit-Day\`, \`-Remaining-Day\`, \`-Reset-Day\` | every /api/v1 response | the UTC-day window (1,000) |
| \`Retry-After\` | 429 | seconds to wait before retrying |
| \`X-Request-Id\` | every response | quote it when reporting a problem |

## Subscriptions
A purchase makes an account active for 30 days; buying again before expiry adds 30 days to the time
left. When the period ends every /api/v1 call answers 402, and apps and credentials are kept: renewing
revives the same credentials. Up to 5 apps per subscription; a secret is shown once, can be rotated
under the same App ID, and a revoked app answers 401.

## Glossary
${glossaryMarkdown()}
`.trim();
