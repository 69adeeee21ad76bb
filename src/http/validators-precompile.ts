/**
 * Build time only (scripts/build.mjs runs `node dist/http/validators-precompile.js <file>`): builds the
 * server as src/process/serve.ts does, with Ajv's standalone code generation on (@fastify/ajv-compiler's
 * StandaloneValidator), and writes every route's request validator into one CommonJS module that
 * src/http/validators.ts reads at start. Deterministic: entries sorted by key, and Ajv names its
 * functions in registration order.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ComputeDeps } from '../app/deps.js';
import type { Platform } from '../platform/platform.js';
import { createPlatformHttp } from './platform/index.js';
import { buildServer } from './server.js';
import {
  ajvCompilerPackage,
  contextJson,
  type RouteSchemaPart,
  type ValidatorFactory,
  validatorFingerprint,
  validatorKey,
} from './validators.js';

type StandaloneValidator = (options: {
  readMode: false;
  storeFunction: (part: RouteSchemaPart, code: string) => void;
}) => ValidatorFactory;

/** Registering routes uses neither the compute adapters nor the platform: any use fails the build. */
function unused<T>(name: string): T {
  return new Proxy(
    {},
    {
      get(_target, property) {
        throw new Error(`${name}.${String(property)} was used while registering the routes`);
      },
    },
  ) as T;
}

/** The module text: `exports.validators = { key: [fingerprint, function (module, exports, require) {…}] }`. */
export async function precompiledValidatorsModule(): Promise<string> {
  const { StandaloneValidator } = ajvCompilerPackage().require(ajvCompilerPackage().main) as {
    StandaloneValidator: StandaloneValidator;
  };
  const entries = new Map<string, { fingerprint: string; code: string }>();
  let context = '';
  const standalone = StandaloneValidator({
    readMode: false,
    storeFunction(part, code) {
      const key = validatorKey(part);
      const fingerprint = validatorFingerprint(context, part.schema);
      const previous = entries.get(key);
      if (previous && previous.fingerprint !== fingerprint)
        throw new Error(`two different schemas for ${key}`);
      entries.set(key, { fingerprint, code });
    },
  });
  const factory: ValidatorFactory = (externalSchemas, ajvOptions) => {
    const json = contextJson(externalSchemas, ajvOptions);
    // A copy: StandaloneValidator adds Ajv's `code` option to what it is given.
    const compile = standalone(externalSchemas, { ...(ajvOptions as object) });
    return (part) => {
      if (part.httpPart === 'headers')
        throw new Error('header schemas are not supported (src/http/validators.ts)');
      context = json;
      return compile(part);
    };
  };
  const compute = unused<ComputeDeps>('compute');
  const app = await buildServer({
    compute,
    platform: createPlatformHttp(
      unused<Platform>('platform'),
      { baseUrl: 'http://localhost' },
      { compute },
    ),
    validators: factory,
  });
  await app.ready();
  await app.close();
  const lines = [...entries]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(
      ([key, { fingerprint, code }]) =>
        `${JSON.stringify(key)}: [${JSON.stringify(fingerprint)}, function (module, exports, require) {\n${code}\n}],`,
    );
  return [
    '// Generated at build time by src/http/validators-precompile.ts from the route schemas.',
    "'use strict';",
    'exports.validators = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: validators-precompile.js <output file>');
  writeFileSync(out, await precompiledValidatorsModule());
}
