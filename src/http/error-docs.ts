/**
 * The error-code tables as Markdown, from the one table (errors.ts): the Errors section of the
 * OpenAPI introduction (docs-text.ts) and docs/errors.md (written by `npm run docs:generate`,
 * checked by test/http/error-codes.test.ts) show the same text.
 */
import { ERROR_CODES, ERRORS, FIELD_ERROR_CODES, FIELD_ERRORS } from './errors.js';

/** The two tables: every error `code` with its status, and every field error `code`. */
export function errorTablesMarkdown(): string {
  const codes = ERROR_CODES.map((c) => {
    const e = ERRORS[c];
    return `| ${e.status} | \`${c}\` | ${e.when} | ${e.action} |`;
  });
  const fields = FIELD_ERROR_CODES.map((c) => `| \`${c}\` | ${FIELD_ERRORS[c].meaning} |`);
  return [
    'Every error body is `{ "detail": string, "code": string }`; a 422 adds',
    '`field_errors: [{ "field": string, "code": string, "message": string }]`, one entry per failing field',
    '(dotted paths such as `birth.latitude`; the body as a whole is `body`). `code` is stable, lowercase',
    'snake_case: branch on it. `detail` and `message` are sentences for a person and may be reworded.',
    'A later release may add codes (never change or remove one): handle an unknown code by its status.',
    '',
    '| Status | `code` | When | What the client should do |',
    '|---|---|---|---|',
    ...codes,
    '',
    'Field error codes (`field_errors[].code`):',
    '',
    '| `code` | Meaning |',
    '|---|---|',
    ...fields,
  ].join('\n');
}

/** The example of docs/errors.md: a request and the server's answer (the test sends it). */
export const ERROR_EXAMPLE = {
  request: { birth_date: '1990-07-04', birth_time: '10:12', lattitude: 28.6, longitude: 277 },
  response: {
    detail:
      '3 fields have problems to fix (latitude, lattitude, longitude): field_errors says what each needs.',
    code: 'validation_failed',
    field_errors: [
      { field: 'latitude', code: 'required', message: 'latitude is required.' },
      {
        field: 'lattitude',
        code: 'unknown_field',
        message: 'lattitude is not a field of this request. Did you mean latitude?',
      },
      { field: 'longitude', code: 'out_of_range', message: 'longitude must be at most 180.' },
    ],
  },
};

/** docs/errors.md: the tables with a heading and an example. */
export function errorsDocument(): string {
  return `# Errors

<!-- Generated from src/http/errors.ts by \`npm run docs:generate\`; do not edit by hand. -->

The one table of error codes of the sublord API (the same text is in the API reference, \`/docs\`,
under Errors). Statuses are distinct: do not fold them into one retry path.

${errorTablesMarkdown()}

An example: \`POST /api/v1/birth-chart\` with \`{"birth_date": "1990-07-04", "birth_time": "10:12",
"lattitude": 28.6, "longitude": 277}\` (a misspelt field and a longitude out of range) answers 422 with

\`\`\`json
${JSON.stringify(ERROR_EXAMPLE.response, null, 2)}
\`\`\`
`;
}
