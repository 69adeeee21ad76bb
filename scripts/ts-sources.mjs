// Runs the TypeScript sources directly on Node 26, which strips their types itself (no tsx, no build):
//   node --import ./scripts/ts-sources.mjs src/cli/main.ts
// The sources import each other as './x.js' (TypeScript's NodeNext convention, which dist/ keeps after
// the build), and name modules for worker threads by such URLs; Node resolves a specifier to the file
// it names, so this one resolve hook maps a relative or file: URL specifier './x.js' to './x.ts' when
// no x.js exists and x.ts does. Everything else is Node's own.
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
      if (
        specifier.endsWith('.js') &&
        (specifier.startsWith('./') ||
          specifier.startsWith('../') ||
          specifier.startsWith('file:')) &&
        (specifier.startsWith('file:') || context.parentURL?.startsWith('file:'))
      ) {
        const js = new URL(specifier, context.parentURL);
        const ts = new URL(`${js.href.slice(0, -3)}.ts`);
        if (!existsSync(fileURLToPath(js)) && existsSync(fileURLToPath(ts))) {
          return nextResolve(ts.href, context);
        }
      }
      return nextResolve(specifier, context);
    },
  });
}
