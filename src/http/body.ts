/**
 * The one JSON body parser of the server. It replaces Fastify's default JSON parser (and removes
 * its text/plain parser) so that:
 * - every body that is not application/json gets 415 in the JSON error shape;
 * - a key that could poison a prototype (`__proto__`, or `constructor` holding `prototype`) gets a 422
 *   naming the field, rather than the generic "is not valid JSON" secure-json-parse leads to;
 * - a body nested deeper than MAX_BODY_DEPTH gets a 422 on `body` (the scan is iterative and linear).
 * Routes that take no body set NO_BODY_LIMIT as their bodyLimit, so nothing sizeable is ever parsed.
 * JSON.parse defines `__proto__` as an own data property (it never sets the prototype), so scanning the
 * parsed value before anything else sees it is safe.
 */
import type { FastifyInstance } from 'fastify';
import { type FieldErrorCode, invalidField } from './errors.js';

/**
 * The deepest nesting of objects and arrays a body may have (`{}` is depth 1). The deepest request of
 * the contract is 3 (a Birth object inside a body, compatibility's two); 32 leaves room for any
 * client's wrapping while keeping the scan below bounded (issue 20 §1).
 */
export const MAX_BODY_DEPTH = 32;

/** What is wrong with a parsed body's shape: the field it concerns and why. */
export interface BodyShapeProblem {
  field: string;
  code: FieldErrorCode;
  message: string;
}

const RESERVED = 'is a reserved key name and is not accepted';

interface Frame {
  readonly value: object;
  readonly depth: number;
  readonly parent: Frame | null;
  readonly key: string;
}

/** The dotted path of a frame plus extra keys, built only once a problem is found. */
function pathOf(frame: Frame, ...extra: string[]): string {
  const keys: string[] = [];
  for (let f: Frame | null = frame; f !== null && f.parent !== null; f = f.parent) keys.push(f.key);
  return [...keys.reverse(), ...extra].join('.');
}

/**
 * The first problem of a parsed JSON value's shape, or null: nesting deeper than MAX_BODY_DEPTH, or a
 * key that could poison a prototype. Iterative (no recursion, so no stack to overflow) and linear in
 * the number of values: a node keeps only its parent and key, and the path is built when reported.
 */
export function bodyShapeProblem(value: unknown): BodyShapeProblem | null {
  if (value === null || typeof value !== 'object') return null;
  const stack: Frame[] = [{ value, depth: 1, parent: null, key: '' }];
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    if (frame.depth > MAX_BODY_DEPTH) {
      return {
        field: 'body',
        code: 'body_too_deep',
        message: `nests objects and arrays deeper than ${MAX_BODY_DEPTH} levels`,
      };
    }
    const node = frame.value as Record<string, unknown>;
    const keys = Array.isArray(node) ? null : Object.keys(node);
    const count = keys === null ? (node as unknown as unknown[]).length : keys.length;
    // Pushed in reverse so the first key (or element) is looked at first, as a recursive walk would.
    for (let i = count - 1; i >= 0; i--) {
      const key = keys === null ? String(i) : (keys[i] as string);
      const child = node[key];
      if (keys !== null && key === '__proto__') {
        return { field: pathOf(frame, key), code: 'reserved_key', message: RESERVED };
      }
      if (
        keys !== null &&
        key === 'constructor' &&
        child !== null &&
        typeof child === 'object' &&
        Object.hasOwn(child, 'prototype')
      ) {
        return { field: pathOf(frame, key, 'prototype'), code: 'reserved_key', message: RESERVED };
      }
      if (child !== null && typeof child === 'object') {
        stack.push({ value: child, depth: frame.depth + 1, parent: frame, key });
      }
    }
  }
  return null;
}

/**
 * The bodyLimit of a route that takes no body: enough for `{}` or a stray empty form, nothing more
 * (413 beyond it, before any parsing).
 */
export const NO_BODY_LIMIT = 64;

/** Parses a JSON request body or throws the ApiError the client should see. */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) {
    throw invalidField('body', 'empty_body', 'is empty; send a JSON object');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidField('body', 'invalid_json', 'is not valid JSON');
  }
  const problem = bodyShapeProblem(value);
  if (problem) throw invalidField(problem.field, problem.code, problem.message);
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
