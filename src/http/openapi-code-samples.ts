/**
 * Code samples per operation (the `x-codeSamples` extension Redoc and other renderers show): curl,
 * TypeScript and Python through the project's clients (clients/typescript, clients/python: one
 * method per /api/v1 operation), or with fetch and urllib for the website's routes, each sending the
 * operation's request example as it is. Built from the document, so a new route gets
 * them without an edit here.
 */
type Json = Record<string, unknown>;

export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

export interface SampleRequest {
  body?: unknown;
  query?: Record<string, string>;
}

/** The server the samples call when the document has none of its own (BASE_URL's default). */
export const DEFAULT_BASE_URL = 'http://localhost:8080';
/**
 * The method an operation is in the clients (clients/typescript, clients/python): its operationId
 * without the HTTP verb, camelCase and snake_case. postBirthChart → birthChart, birth_chart.
 */
export function clientMethodNames(operationId: string): { typescript: string; python: string } {
  const rest = operationId.replace(/^(get|post|put|patch|delete)/, '');
  return {
    typescript: (rest[0] ?? '').toLowerCase() + rest.slice(1),
    python: rest.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase(),
  };
}

/** Which credentials an operation takes, from its security requirement. */
type Auth = 'app' | 'session' | 'none';

function authOf(op: Json): Auth {
  const security = JSON.stringify(op.security ?? []);
  if (security.includes('AppId')) return 'app';
  if (security.includes('SessionToken')) return 'session';
  return 'none';
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** A Python literal for a JSON value (True/False/None; strings as JSON escapes them, valid Python). */
function python(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${python(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Json);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${python(v, inner)},`).join('\n')}\n${indent}}`;
}

/** A TypeScript literal (JSON with unquoted identifier keys). */
function typescript(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${typescript(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Json);
  if (entries.length === 0) return '{}';
  const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
  return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${typescript(v, inner)},`).join('\n')}\n${indent}}`;
}

export function codeSamples(
  method: string,
  path: string,
  op: Json,
  request: SampleRequest,
  baseUrl = DEFAULT_BASE_URL,
): CodeSample[] {
  const BASE = baseUrl.replace(/\/+$/, '');
  const auth = authOf(op);
  const upper = method.toUpperCase();
  const query = request.query && Object.keys(request.query).length > 0 ? request.query : undefined;
  const url = `${BASE}${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`;
  const hasBody = request.body !== undefined;

  const curl = [`curl -sS -X ${upper} ${shellQuote(url)}`];
  if (auth === 'app')
    curl.push('-H "X-App-Id: $SUBLORD_APP_ID"', '-H "X-App-Secret: $SUBLORD_APP_SECRET"');
  if (auth === 'session') curl.push('-H "Authorization: Bearer $SUBLORD_SESSION"');
  if (hasBody)
    curl.push(
      "-H 'Content-Type: application/json'",
      `-d ${shellQuote(JSON.stringify(request.body))}`,
    );

  const clientCall =
    auth === 'app' && path.startsWith('/api/v1/') && typeof op.operationId === 'string';
  const names = clientCall ? clientMethodNames(op.operationId as string) : null;
  const ts = names
    ? [
        "import { createSublordClient } from '@sublord/client'; // clients/typescript",
        '',
        'const sublord = createSublordClient({',
        `  baseUrl: '${BASE}',`,
        "  appId: process.env.SUBLORD_APP_ID ?? '',",
        "  appSecret: process.env.SUBLORD_APP_SECRET ?? '',",
        '});',
        '// Throws SublordError (status, code, detail, fieldErrors) on an error answer.',
        `const answer = await sublord.${names.typescript}(${
          hasBody ? typescript(request.body) : query ? typescript(query) : ''
        });`,
        'console.log(answer);',
      ].join('\n')
    : [
        `const response = await fetch('${url}', {`,
        `  method: '${upper}',`,
        ...(auth === 'session' || hasBody
          ? [
              '  headers: {',
              ...(auth === 'session'
                ? // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal, as text.
                  ['    Authorization: `Bearer ${process.env.SUBLORD_SESSION}`,']
                : []),
              ...(hasBody ? ["    'Content-Type': 'application/json',"] : []),
              '  },',
            ]
          : []),
        ...(hasBody ? [`  body: JSON.stringify(${typescript(request.body, '  ')}),`] : []),
        '});',
        'console.log(response.status, await response.json());',
      ].join('\n');

  const pyArgs: string[] = [];
  if (hasBody) pyArgs.push(python(request.body));
  if (query) for (const [k, v] of Object.entries(query)) pyArgs.push(`${k}=${python(v)}`);
  const py = names
    ? [
        'import os',
        '',
        'from sublord import Client  # clients/python',
        '',
        `client = Client("${BASE}", os.environ["SUBLORD_APP_ID"], os.environ["SUBLORD_APP_SECRET"])`,
        '# Raises SublordError (status, code, detail, field_errors) on an error answer.',
        `answer = client.${names.python}(${pyArgs.join(', ')})`,
        'print(answer)',
      ].join('\n')
    : [
        ...(hasBody ? ['import json'] : []),
        ...(auth === 'session' ? ['import os'] : []),
        'import urllib.request',
        '',
        'request = urllib.request.Request(',
        `    "${url}",`,
        ...(hasBody ? [`    data=json.dumps(${python(request.body, '    ')}).encode(),`] : []),
        `    headers={${[
          ...(auth === 'session'
            ? ['"Authorization": "Bearer " + os.environ["SUBLORD_SESSION"]']
            : []),
          ...(hasBody ? ['"Content-Type": "application/json"'] : []),
        ].join(', ')}},`,
        `    method="${upper}",`,
        ')',
        'with urllib.request.urlopen(request, timeout=30) as response:  # HTTPError on 4xx/5xx',
        '    print(response.read().decode())',
      ].join('\n');

  return [
    { lang: 'Shell', label: 'curl', source: curl.join(' \\\n  ') },
    { lang: 'TypeScript', label: 'TypeScript', source: ts },
    { lang: 'Python', label: 'Python', source: py },
  ];
}

/** A fence longer than any run of backticks in the text, so a sample never closes its own block. */
function fenceFor(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An operation's code samples as Markdown for its description: one collapsible block per sample (a
 * `<details>` around a fenced code block), the first (curl) open. Swagger UI renders Markdown in
 * descriptions but not `x-codeSamples`; this is how /docs shows them.
 */
export function codeSamplesMarkdown(samples: readonly CodeSample[]): string {
  const blocks = samples.map((sample, i) => {
    const fence = fenceFor(sample.source);
    return [
      `<details${i === 0 ? ' open' : ''}><summary>${escapeHtml(sample.label)}</summary>`,
      '',
      `${fence}${sample.lang.toLowerCase()}`,
      sample.source,
      fence,
      '',
      '</details>',
    ].join('\n');
  });
  return ['#### Code samples', '', blocks.join('\n\n')].join('\n');
}

/**
 * The document /docs renders (Swagger UI): a copy of the OpenAPI document whose operations carry
 * their `x-codeSamples` appended to the description as Markdown. The samples stay in
 * `x-codeSamples` (the one source; /openapi.json, the generated client and the Postman collection
 * are unchanged); the description text is derived from them here.
 */
export function withCodeSamplesInDescriptions(document: Json): Json {
  const copy = structuredClone(document);
  const paths = (copy.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const item of Object.values(paths))
    for (const op of Object.values(item)) {
      if (typeof op !== 'object' || op === null) continue;
      const operation = op as Json;
      const samples = operation['x-codeSamples'];
      if (!Array.isArray(samples) || samples.length === 0) continue;
      const description = typeof operation.description === 'string' ? operation.description : '';
      const markdown = codeSamplesMarkdown(samples as CodeSample[]);
      operation.description = description === '' ? markdown : `${description}\n\n${markdown}`;
    }
  return copy;
}
