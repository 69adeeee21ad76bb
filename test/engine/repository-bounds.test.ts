/**
 * Tests read only what the repository holds: a clone of the repository alone, with nothing beside it,
 * must pass `npm test` (issue 22 §2). Every relative path literal in the test sources (`'../x'`,
 * `'./x'`, the fixed head of a template literal) is resolved against its file's directory and must stay
 * inside the repository root; no test names the project's sibling `shared/` directory or an absolute
 * path under the maintainers' checkout. System packages the tests use (zoneinfo, swetest, chromium)
 * are absolute paths outside both and are allowed.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, it } from 'node:test';

const root = resolve(new URL('../../', import.meta.url).pathname);

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (/\.(ts|mts|cts|js|mjs|cjs)$/.test(p)) out.push(p);
  }
  return out;
}

/** Relative path literals of a source: quoted strings and template heads starting `./` or `../`. */
export function relativeLiterals(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(['"`])(\.\.?\/[^'"`$\n]*)/g)) out.push(m[2] as string);
  return out;
}

/** The literals of a file (at `file`) that resolve outside `base`. */
export function escapes(file: string, text: string, base: string): string[] {
  return relativeLiterals(text).filter((lit) => {
    const target = resolve(dirname(file), lit);
    return target !== base && !target.startsWith(base + sep);
  });
}

const self = join(root, 'test/engine/repository-bounds.test.ts');
/** Every test source but this one (its own examples leave the repository on purpose). */
const testFiles = sources(join(root, 'test')).filter((f) => f !== self);

describe('tests stay inside the repository', () => {
  it('finds the test sources (the scan is not empty)', () => {
    assert.ok(testFiles.length > 100, `${testFiles.length} test sources`);
  });

  it('the check catches a path that leaves the repository (the form the two old oracle reads had)', () => {
    const file = join(root, 'test/oracle/example.test.ts');
    const old = "const CSV = new URL('../../../shared/oracles/x.csv', import.meta.url);";
    assert.deepEqual(escapes(file, old, root), ['../../../shared/oracles/x.csv']);
    assert.deepEqual(escapes(file, "new URL('../fixtures/x.csv', import.meta.url)", root), []);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal's source text, on purpose
    assert.deepEqual(escapes(file, 'readFileSync(`../../${name}`)', root), []);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal's source text, on purpose
    assert.deepEqual(escapes(file, 'readFileSync(`../../../${name}`)', root), ['../../../']);
  });

  it('no relative path in a test source resolves outside the repository root', () => {
    const bad: string[] = [];
    for (const f of testFiles) {
      for (const lit of escapes(f, readFileSync(f, 'utf8'), root)) {
        bad.push(`${relative(root, f)}: ${lit}`);
      }
    }
    assert.deepEqual(bad, []);
  });

  it('no test source names the sibling shared/ directory or a maintainer checkout', () => {
    const bad: string[] = [];
    for (const f of testFiles) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/\.\.\/shared\/|\/work\/|\/home\//g)) {
        bad.push(`${relative(root, f)}: ${m[0]}`);
      }
    }
    assert.deepEqual(bad, []);
  });
});
