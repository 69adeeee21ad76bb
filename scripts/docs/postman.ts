/**
 * A Postman collection (format v2.1, which Bruno and Insomnia import too) generated from the OpenAPI
 * document: one request per operation with its request example, the credentials as collection
 * variables, grouped into "API v1" and "Website and service". No random ids, so the file is
 * deterministic; test/http/generated-client.test.ts fails when the committed one is stale.
 */
export const POSTMAN_PATH = 'clients/postman/sublord.postman_collection.json';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function request(method: string, path: string, op: Json): Json {
  const security = JSON.stringify(op.security ?? []);
  const header: Json[] = [];
  if (security.includes('AppId'))
    header.push(
      { key: 'X-App-Id', value: '{{appId}}' },
      { key: 'X-App-Secret', value: '{{appSecret}}' },
    );
  if (security.includes('SessionToken'))
    header.push({ key: 'Authorization', value: 'Bearer {{sessionToken}}' });
  const query = (Array.isArray(op.parameters) ? op.parameters : [])
    .filter((p): p is Json => isObject(p) && p.in === 'query')
    .map((p) => ({
      key: String(p.name),
      value: p.example === undefined ? '' : String(p.example),
      ...(p.required ? {} : { disabled: p.example === undefined }),
      ...(typeof p.description === 'string' ? { description: p.description } : {}),
    }));
  const media = isObject(op.requestBody) ? (op.requestBody as Json).content : undefined;
  const json = isObject(media) ? media['application/json'] : undefined;
  const named = isObject(json) && isObject(json.examples) ? Object.values(json.examples)[0] : null;
  const example = isObject(json) ? (json.example ?? (named as Json | null)?.value) : undefined;
  if (example !== undefined) header.push({ key: 'Content-Type', value: 'application/json' });
  const search = query
    .filter((q) => !('disabled' in q && q.disabled))
    .map((q) => `${q.key}=${encodeURIComponent(q.value)}`)
    .join('&');
  return {
    method: method.toUpperCase(),
    header,
    url: {
      raw: `{{baseUrl}}${path}${search ? `?${search}` : ''}`,
      host: ['{{baseUrl}}'],
      path: path.split('/').filter(Boolean),
      ...(query.length > 0 ? { query } : {}),
    },
    ...(example === undefined
      ? {}
      : {
          body: {
            mode: 'raw',
            raw: JSON.stringify(example, null, 2),
            options: { raw: { language: 'json' } },
          },
        }),
    ...(typeof op.description === 'string' ? { description: op.description } : {}),
  };
}

export function postmanCollection(document: Json): Json {
  const api: Json[] = [];
  const site: Json[] = [];
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>))
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const entry = {
        name: typeof op.summary === 'string' ? op.summary : String(op.operationId),
        request: request(method, path, op),
      };
      (path.startsWith('/api/v1/') ? api : site).push(entry);
    }
  const info = isObject(document.info) ? document.info : {};
  return {
    info: {
      name: String(info.title ?? 'sublord API'),
      description:
        'Generated from the sublord server’s /openapi.json (npm run docs:generate). Set baseUrl, appId and appSecret (the portal shows them once).',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    variable: [
      { key: 'baseUrl', value: 'http://localhost:8080' },
      { key: 'appId', value: '' },
      { key: 'appSecret', value: '' },
      { key: 'sessionToken', value: '' },
    ],
    item: [
      { name: 'API v1', item: api },
      { name: 'Website and service', item: site },
    ],
  };
}

export function postmanText(document: Json): string {
  return `${JSON.stringify(postmanCollection(document), null, 2)}\n`;
}
