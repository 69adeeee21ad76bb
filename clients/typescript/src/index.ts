/**
 * A typed client for the sublord API: openapi-fetch over the types openapi-typescript generates from
 * the server's /openapi.json (./schema.d.ts). Paths, request bodies and responses are checked by the
 * compiler; every call returns `{ data, error, response }`.
 */
import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

export interface SublordClientOptions extends ClientOptions {
  /** The server, e.g. `https://api.example.com` (no trailing `/api/v1`: paths carry it). */
  baseUrl: string;
  /** The app's credentials (the portal shows them once); both are sent on every request. */
  appId?: string;
  appSecret?: string;
}

/** A client whose calls are typed by the document: `client.POST('/api/v1/birth-chart', { body })`. */
export function createSublordClient(options: SublordClientOptions) {
  const { appId, appSecret, headers, ...rest } = options;
  const auth: Record<string, string> = {};
  if (appId !== undefined) auth['X-App-Id'] = appId;
  if (appSecret !== undefined) auth['X-App-Secret'] = appSecret;
  return createClient<paths>({ ...rest, headers: { ...auth, ...(headers as object) } });
}

export type SublordClient = ReturnType<typeof createSublordClient>;
