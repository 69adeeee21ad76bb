// Runs the TypeScript sources directly on Node 26, which strips their types itself (no tsx, no build):
//   node --import ./scripts/ts-sources.mjs src/cli/main.ts
// The sources import each other as './x.js' (TypeScript's NodeNext convention, which dist/ keeps after
// the build); Node resolves a specifier to the file it names, so this one resolve hook maps a relative
// './x.js' imported from a .ts file to './x.ts' when that file exists. Everything else is Node's own.
// The code base keeps to erasable syntax (tsconfig's erasableSyntaxOnly) so stripping is all it needs.
// Worker threads register it again (src/workers/pool.ts); registering twice in one thread is a no-op.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const registered = Symbol.for('sublord.ts-sources');

if (!globalThis[registered]) {
  globalThis[registered] = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (
        parent?.startsWith('file:') &&
        parent.endsWith('.ts') &&
        specifier.endsWith('.js') &&
        (specifier.startsWith('./') || specifier.startsWith('../'))
      ) {
        const ts = new URL(`${specifier.slice(0, -3)}.ts`, parent);
        if (existsSync(fileURLToPath(ts))) return nextResolve(ts.href, context);
      }
      return nextResolve(specifier, context);
    },
  });
}
