/**
 * The corresponding source of the running service as a .tar.gz (AGPL-3.0 §13): the files that make up
 * sublord (sources, scripts, docs, lockfile, licence), read from the directory it runs from. A minimal
 * ustar writer keeps this free of dependencies.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const INCLUDE = [
  'src',
  'bin',
  'scripts',
  'bench',
  'docs',
  'test',
  '.ci',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'biome.json',
  'README.md',
  'ARCHITECTURE.md',
  'LICENSE',
];

function walk(root: string, path: string, out: string[]): void {
  const full = join(root, path);
  let st: ReturnType<typeof statSync>;
  try {
    st = statSync(full);
  } catch {
    return;
  }
  if (st.isDirectory()) {
    for (const name of readdirSync(full).sort()) walk(root, join(path, name), out);
  } else if (st.isFile()) {
    out.push(path);
  }
}

function octal(n: number, width: number): string {
  return `${n.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mode: number): Buffer {
  const h = Buffer.alloc(512);
  const prefixSplit = name.length > 100 ? name.lastIndexOf('/', name.length - 101 + 100) : -1;
  const [prefix, base] =
    prefixSplit > 0 ? [name.slice(0, prefixSplit), name.slice(prefixSplit + 1)] : ['', name];
  h.write(base.slice(0, 100), 0, 'utf8');
  h.write(octal(mode, 8), 100);
  h.write(octal(0, 8), 108);
  h.write(octal(0, 8), 116);
  h.write(octal(size, 12), 124);
  h.write(octal(0, 12), 136); // mtime 0: the archive of the same tree is byte-identical
  h.write('        ', 148);
  h.write('0', 156);
  h.write('ustar\0', 257);
  h.write('00', 263);
  h.write(prefix.slice(0, 155), 345, 'utf8');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(octal(sum, 7), 148);
  return h;
}

/** Gzipped ustar archive of the project rooted at `root`. */
export function sourceArchive(root: string): Buffer {
  const files: string[] = [];
  for (const entry of INCLUDE) walk(root, entry, files);
  const parts: Buffer[] = [];
  for (const file of files) {
    const data = readFileSync(join(root, file));
    const mode = statSync(join(root, file)).mode & 0o111 ? 0o755 : 0o644;
    parts.push(header(`sublord/${relative('.', file)}`, data.length, mode), data);
    const pad = (512 - (data.length % 512)) % 512;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts));
}
