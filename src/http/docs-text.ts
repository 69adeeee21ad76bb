/** The prose at the top of /docs and /openapi.json: how to call the API and what every status means. */
export const API_DESCRIPTION = `
Deterministic KP (Krishnamurti Paddhati) and classical Vedic calculation over JSON.
Licensed AGPL-3.0-or-later: the source of the running service is linked from the portal footer.

## Authentication
Every \`/api/v1\` request carries \`X-App-Id\` and \`X-App-Secret\` (created in the developer portal; the
secret is shown once). Call from a server, never from browser or mobile code.

## Conventions
Sidereal zodiac, Krishnamurti ayanamsa (Swiss Ephemeris mode 5) unless \`ayanamsa\` says otherwise;
mean node unless \`node_type\` is \`true\`; Placidus houses (a house runs from its cusp to the next).
Local birth times are converted with the historical time zone resolved from the coordinates (IANA tz
with pre-1970 history); \`timezone\` or \`utc_offset_hours\` override it. A wall time that occurred twice
is read as the earlier instant (\`local_time_status: ambiguous\`); one that clocks skipped is read with
the offset in force before the change (\`nonexistent\`). Every computing response carries \`meta\`
(engine version, ephemeris mode, ayanamsa and its value, node type, house system, tz data version and
\`input_hash\`): the same input gives the same bytes.

## Errors
Every error body is \`{ "detail": string }\`.

| Status | Meaning | What the client should do |
|---|---|---|
| 401 | invalid App ID or App Secret, or app revoked | check both headers; rotate the secret if leaked; do not retry |
| 402 | developer access expired | renew the subscription; keys remain valid |
| 422 | validation failed; \`field_errors: [{ field, message }]\` lists every failing field (dotted paths such as \`birth.latitude\`; malformed JSON is field \`body\`) | fix the request; do not retry unchanged |
| 429 | rate limit exceeded | wait \`Retry-After\` seconds, then retry |
| 503 | endpoint disabled by a server-side switch | retry later |

## Limits and headers
60 calls per minute and 1,000 per UTC day per app (\`ping\` is free; a refused call consumes nothing).
Every \`/api/v1\` response carries \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\`,
\`X-RateLimit-Reset\` and \`X-Request-Id\`; a 429 adds \`Retry-After\`.
`.trim();
