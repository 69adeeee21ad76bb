/**
 * The one JSON body parser of the server. It replaces Fastify's default JSON parser (and removes
 * its text/plain parser) so that:
 * - every body that is not application/json gets 415 in the JSON error shape;
 * - a key that could poison a prototype (`__proto__`, or `constructor` holding `prototype`) gets a 422
 *   naming the field, rather than the generic "is not valid JSON" secure-json-parse leads to.
 * JSON.parse defines `__proto__` as an own data property (it never sets the prototype), so scanning the
 * parsed value before anything else sees it is safe.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';

/** The dotted path of the first forbidden key in a parsed JSON value, or null. */
export function forbiddenKeyPath(value: unknown, path: readonly string[] = []): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = forbiddenKeyPath(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key];
    if (key === '__proto__') return [...path, key].join('.');
    if (
      key === 'constructor' &&
      child !== null &&
      typeof child === 'object' &&
      Object.hasOwn(child, 'prototype')
    ) {
      return [...path, key, 'prototype'].join('.');
    }
    const found = forbiddenKeyPath(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Parses a JSON request body or throws the ApiError the client should see. */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) {
    throw new ApiError('VALIDATION', [{ field: 'body', message: 'is empty; send a JSON object' }]);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('VALIDATION', [{ field: 'body', message: 'is not valid JSON' }]);
  }
  const forbidden = forbiddenKeyPath(value);
  if (forbidden) {
    throw new ApiError('VALIDATION', [
      { field: forbidden, message: 'is a reserved key name and is not accepted' },
    ]);
  }
  return value;
}

/** Installs the JSON parser on the root instance (scopes may add their own, e.g. the portal's forms). */
export function installBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
