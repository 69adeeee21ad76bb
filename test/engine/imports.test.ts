/** The architecture rules of ARCHITECTURE.md, checked by scanning import statements. */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';

const root = new URL('../../', import.meta.url).pathname;

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, out);
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

function imports(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  return [...src.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
    (m) => m[1] as string,
  );
}

describe('architecture rules', () => {
  it('src/engine imports nothing outside src/engine', () => {
    for (const f of files(join(root, 'src/engine'))) {
      for (const spec of imports(f)) {
        assert.ok(spec.startsWith('.'), `${relative(root, f)} imports package ${spec}`);
        const target = join(f, '..', spec);
        assert.ok(
          target.startsWith(join(root, 'src/engine')),
          `${relative(root, f)} imports ${spec}`,
        );
      }
    }
  });

  it("src/'s root holds main.ts alone: the process files live in src/process/", () => {
    const loose = readdirSync(join(root, 'src')).filter(
      (name) => !statSync(join(root, 'src', name)).isDirectory(),
    );
    assert.deepEqual(loose, ['main.ts']);
  });

  it('only src/ephemeris/sweph.ts imports sweph', () => {
    for (const f of files(join(root, 'src'))) {
      if (f.endsWith('src/ephemeris/sweph.ts')) continue;
      assert.ok(!imports(f).includes('sweph'), `${relative(root, f)} imports sweph`);
    }
  });

  it('nothing but main.ts, the CLI and http itself imports src/http', () => {
    for (const f of files(join(root, 'src'))) {
      const rel = relative(root, f);
      if (
        rel.startsWith('src/http/') ||
        rel === 'src/main.ts' ||
        rel.startsWith('src/cli/') ||
        rel === 'src/process/serve.ts'
      )
        continue;
      for (const spec of imports(f)) {
        assert.ok(!join(f, '..', spec).includes('/src/http/'), `${rel} imports ${spec}`);
      }
    }
  });
});
