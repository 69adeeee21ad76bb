/**
 * The request validators of the routes (issue 11 §6, fast start). Compiling every route's
 * body/querystring/params schema with Ajv took about a quarter of a worker's start, so the compiled
 * build compiles them once, at build time (src/http/validators-precompile.ts writes
 * dist/http/precompiled-validators.cjs with Ajv's standalone code, through @fastify/ajv-compiler's
 * StandaloneValidator), and a starting server loads them instead.
 *
 * A stored validator is used only when its fingerprint matches: Ajv's options, the shared schemas
 * (addSchema) and the route's schema, as JSON, are what it was generated from. Anything else (running
 * from the TypeScript sources, where no file exists; a route added at run time; a schema that differs)
 * is compiled here by the compiler Fastify uses by default, with the same options, so the validation
 * and the 422 bodies are the same either way (test/load/compiled-start.test.ts compares them).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The server's Ajv options (Fastify's `ajv.customOptions`, src/http/server.ts). */
export const AJV_OPTIONS = {
  allErrors: true,
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: false,
  verbose: true,
  keywords: ['x-error', 'x-error-code'],
};

/**
 * The validation context of a route registered on the server: its Ajv options as Fastify passes
 * them to the validator factory (with Fastify's empty plugin list) and the shared schemas by $id, as
 * contextJson writes them. The CLI's direct routes fingerprint against it without building Fastify;
 * if Fastify passed anything else, their stored validators would not match and the CLI would build
 * the server instead (test/cli/light-api.test.ts checks that they match).
 */
export function serverValidationContext(sharedSchemas: readonly object[]): string {
  const byId = sharedSchemas.map((s) => [(s as { $id?: unknown }).$id, s] as const);
  return contextJson(Object.fromEntries(byId), {
    customOptions: AJV_OPTIONS,
    plugins: [],
  });
}

/** What Fastify passes a validator compiler for one part of one route. */
export interface RouteSchemaPart {
  schema: unknown;
  method: string;
  url: string;
  httpPart: string;
  contentType?: string;
}
/** An Ajv validate function: true or false, with `errors` set after a false. */
export type Validate = ((data: unknown) => boolean) & { errors?: unknown };
/** Fastify's `schemaController.compilersFactory.buildValidator`: one compiler per context. */
export type ValidatorFactory = (
  externalSchemas: unknown,
  ajvOptions: unknown,
) => (part: RouteSchemaPart) => Validate;

/** One stored validator: its fingerprint and its standalone module's body (CommonJS). */
export type StoredValidator = readonly [
  fingerprint: string,
  load: (module: { exports: unknown }, exports: unknown, require: NodeJS.Require) => void,
];

/** The stable name of a route part: method, URL, part (and media type, for `content` bodies). */
export function validatorKey(part: RouteSchemaPart): string {
  const base = `${part.method} ${part.url} ${part.httpPart}`;
  return part.contentType ? `${base} ${part.contentType}` : base;
}

/** Each shared schema's JSON, by object: stringified once per process (contextJson). */
const schemaJson = new WeakMap<object, string>();
function jsonOf(value: object): string {
  let json = schemaJson.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    schemaJson.set(value, json);
  }
  return json;
}

/** The last contextJson call's inputs and text. */
let lastContextInputs: { options: string; entries: [string, unknown][]; json: string } | null =
  null;

/**
 * What a context's validators depend on besides their own schema: JSON.stringify([ajvOptions,
 * externalSchemas]), byte for byte. Fastify calls the factory once per plugin context, each time
 * with a fresh record of the same schema objects; stringifying them all every time took 15 ms of a
 * worker's start (measured), so each schema's JSON is kept by object.
 */
export function contextJson(externalSchemas: unknown, ajvOptions: unknown): string {
  if (
    typeof externalSchemas !== 'object' ||
    externalSchemas === null ||
    Array.isArray(externalSchemas)
  )
    return JSON.stringify([ajvOptions, externalSchemas]);
  const entries = Object.entries(externalSchemas);
  const options = JSON.stringify(ajvOptions) ?? 'null';
  // The same options and the same schema objects under the same ids as the last call: the same text
  // (one string, so the fingerprint's digest of it is reused too; issue 22).
  const last = lastContextInputs;
  if (
    last !== null &&
    last.options === options &&
    last.entries.length === entries.length &&
    entries.every(
      ([id, schema], i) => last.entries[i]?.[0] === id && last.entries[i]?.[1] === schema,
    )
  )
    return last.json;
  const members: string[] = [];
  for (const [id, schema] of entries) {
    // As JSON.stringify: a member whose value is not JSON is left out.
    if (typeof schema === 'object' && schema !== null)
      members.push(`${JSON.stringify(id)}:${jsonOf(schema)}`);
    else if (schema !== undefined && typeof schema !== 'function' && typeof schema !== 'symbol')
      members.push(`${JSON.stringify(id)}:${JSON.stringify(schema)}`);
  }
  const json = `[${options},{${members.join(',')}}]`;
  lastContextInputs = { options, entries, json };
  return json;
}

/** The last context fingerprinted and its digest (one context serves many route parts). */
let lastContext = { json: '', digest: '' };

/**
 * A stored validator's fingerprint: the SHA-256 of its context's own digest and its schema's JSON.
 * The context (100 KB of shared schemas) is hashed once, not once per route part: hashing it for
 * each of the 19 route parts took about 15 ms of every start (measured, issue 22).
 */
export function validatorFingerprint(context: string, schema: unknown): string {
  if (context !== lastContext.json) {
    lastContext = {
      json: context,
      digest: createHash('sha256').update(context).digest('base64url'),
    };
  }
  return createHash('sha256')
    .update(lastContext.digest)
    .update(JSON.stringify(schema))
    .digest('base64url');
}

/**
 * @fastify/ajv-compiler as Fastify itself loads it (it is Fastify's dependency, not ours), and a
 * require that resolves from there: the generated code's `require("ajv/…")` and
 * `require("ajv-formats/…")` then load the same copies the compiler uses.
 */
let compilerPackage: { require: NodeJS.Require; main: string } | null = null;
export function ajvCompilerPackage(): { require: NodeJS.Require; main: string } {
  if (compilerPackage) return compilerPackage;
  const fastify = createRequire(import.meta.url).resolve('fastify');
  const main = createRequire(fastify).resolve('@fastify/ajv-compiler');
  compilerPackage = { require: createRequire(main), main };
  return compilerPackage;
}

/** Where the build writes the stored validators: beside this module in dist/ (never in src/). */
const STORE = new URL('./precompiled-validators.cjs', import.meta.url);
let store: ReadonlyMap<string, StoredValidator> | null = null;
function storedValidators(): ReadonlyMap<string, StoredValidator> {
  if (store) return store;
  const path = STORE.pathname;
  store = existsSync(path)
    ? new Map(
        Object.entries(
          (createRequire(import.meta.url)(path) as { validators: Record<string, StoredValidator> })
            .validators,
        ),
      )
    : new Map();
  return store;
}
/** Each stored module runs once per process; its function is shared like Ajv's own cache. */
const loaded = new Map<string, Validate>();

/**
 * How the validator of each route part was obtained, by key (the last server built in this process
 * wins): the compiled-start test checks that the compiled build compiled nothing.
 */
export const validatorOrigins = new Map<string, 'precompiled' | 'compiled'>();

/**
 * The stored validator of a route part when the build stored one for this very schema in this context
 * (contextJson), else null. Also used without Fastify by the CLI's direct routes (src/cli/light-api.ts).
 */
export function storedValidator(context: string, part: RouteSchemaPart): Validate | null {
  const key = validatorKey(part);
  const stored = storedValidators().get(key);
  if (!stored || stored[0] !== validatorFingerprint(context, part.schema)) return null;
  let validate = loaded.get(key);
  if (!validate) {
    const module = { exports: {} as unknown };
    stored[1](module, module.exports, ajvCompilerPackage().require);
    validate = module.exports as Validate;
    loaded.set(key, validate);
  }
  return validate;
}

/**
 * The server's validator factory: the stored validator when there is one for the same schema, else
 * Fastify's default compiler (one per server, as Fastify makes it).
 */
export function precompiledValidators(): ValidatorFactory {
  let stock: ValidatorFactory | null = null;
  return (externalSchemas, ajvOptions) => {
    const context = contextJson(externalSchemas, ajvOptions);
    let compile: ((part: RouteSchemaPart) => Validate) | null = null;
    return (part) => {
      // With a custom compiler Fastify does not lower-case header schemas; no route has one, and
      // one added later must not be validated differently from Fastify's default without notice.
      if (part.httpPart === 'headers')
        throw new Error('header schemas are not supported (src/http/validators.ts)');
      const key = validatorKey(part);
      const validate = storedValidator(context, part);
      if (validate) {
        validatorOrigins.set(key, 'precompiled');
        return validate;
      }
      if (!compile) {
        stock ??= (
          ajvCompilerPackage().require(ajvCompilerPackage().main) as () => ValidatorFactory
        )();
        compile = stock(externalSchemas, ajvOptions);
      }
      validatorOrigins.set(key, 'compiled');
      return compile(part);
    };
  };
}
