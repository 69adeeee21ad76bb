/**
 * The corresponding source of the running service as a .tar.gz (AGPL-3.0 §13): exactly the files
 * git tracks in the commit the service runs from (issue 9 §5), never an untracked file beside them.
 *
 * - In a git checkout (the project root is the top of a work tree): the paths of `git ls-tree HEAD`,
 *   with their content as it is on disk, since that is what runs (a locally modified tracked file is
 *   offered as modified). `sublord/SOURCE-COMMIT` names the commit and says whether tracked files
 *   differ from it. Symbolic links are archived as links, never followed; submodules are left out.
 * - Without a checkout (an installation copied without .git): the list in `SOURCE-FILES` at the root,
 *   one path per line, written at build time with `git ls-tree -r --name-only HEAD > SOURCE-FILES`.
 * - With neither, there is no honest list of what runs: sourceArchive() throws SourceUnavailable and
 *   /source says so (the operator then sets SOURCE_URL).
 *
 * A minimal ustar writer keeps this free of dependencies; mtimes are 0 so the same tree gives the same
 * bytes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { isAbsolute, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Thrown when the running tree has no list of tracked files to serve. */
export class SourceUnavailable extends Error {
  constructor() {
    super(
      'This installation has no git checkout and no SOURCE-FILES list, so it cannot tell which files make up its source. The operator should publish the source and set SOURCE_URL.',
    );
    this.name = 'SourceUnavailable';
  }
}

/** The files to archive and where the list came from. */
export interface SourceListing {
  paths: string[];
  /** The commit and whether tracked files differ from it; null without git. */
  commit: { id: string; modified: boolean } | null;
}

function git(root: string, args: string[]): string | null {
  try {
    return execFileSync('git', ['-C', root, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return null;
  }
}

/** A relative path that stays inside the root. */
function safePath(path: string): boolean {
  if (path === '' || isAbsolute(path)) return false;
  const normalized = normalize(path);
  return normalized === path && !normalized.split(sep).includes('..');
}

function fromGit(root: string): SourceListing | null {
  const top = git(root, ['rev-parse', '--show-toplevel'])?.trim();
  // Only the project's own work tree: never a repository that merely contains the install directory.
  if (!top || realpathSync(top) !== realpathSync(root)) return null;
  const tree = git(root, ['ls-tree', '-r', '-z', '--full-tree', 'HEAD']);
  const id = git(root, ['rev-parse', 'HEAD'])?.trim();
  if (tree === null || !id) return null;
  const paths: string[] = [];
  for (const entry of tree.split('\0')) {
    const tab = entry.indexOf('\t');
    if (tab < 0) continue;
    const [, type] = entry.slice(0, tab).split(' ');
    const path = entry.slice(tab + 1);
    if (type === 'blob' && safePath(path)) paths.push(path);
  }
  const status = git(root, ['status', '--porcelain', '--untracked-files=no']);
  return { paths: paths.sort(), commit: { id, modified: status === null || status.trim() !== '' } };
}

function fromManifest(root: string): SourceListing | null {
  const file = join(root, 'SOURCE-FILES');
  if (!existsSync(file)) return null;
  const paths = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && safePath(line));
  return { paths: [...new Set(paths)].sort(), commit: null };
}

/** The tracked files of the tree at `root`; SourceUnavailable without git or SOURCE-FILES. */
export function sourceListing(root: string): SourceListing {
  const listing = fromGit(root) ?? fromManifest(root);
  if (listing === null) throw new SourceUnavailable();
  return listing;
}

function octal(n: number, width: number): string {
  return `${n.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mode: number, link: string | null): Buffer {
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
  h.write(link === null ? '0' : '2', 156);
  if (link !== null) h.write(link.slice(0, 100), 157, 'utf8');
  h.write('ustar\0', 257);
  h.write('00', 263);
  h.write(prefix.slice(0, 155), 345, 'utf8');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(octal(sum, 7), 148);
  return h;
}

function entry(parts: Buffer[], name: string, data: Buffer, mode: number): void {
  parts.push(header(name, data.length, mode, null), data);
  const pad = (512 - (data.length % 512)) % 512;
  if (pad) parts.push(Buffer.alloc(pad));
}

/** Gzipped ustar archive of the tracked files of the project rooted at `root`. */
export function sourceArchive(root: string): Buffer {
  const listing = sourceListing(root);
  const parts: Buffer[] = [];
  if (listing.commit !== null) {
    const text = `${listing.commit.id}${listing.commit.modified ? ' (tracked files modified on disk; this archive holds them as they are)' : ''}\n`;
    entry(parts, 'sublord/SOURCE-COMMIT', Buffer.from(text, 'utf8'), 0o644);
  }
  for (const path of listing.paths) {
    const full = join(root, path);
    let st: ReturnType<typeof lstatSync>;
    try {
      st = lstatSync(full); // lstat: a symbolic link is archived as a link, never followed
    } catch {
      continue; // tracked but deleted on disk: it does not run
    }
    if (st.isSymbolicLink()) {
      parts.push(header(`sublord/${path}`, 0, 0o777, readlinkSync(full)));
    } else if (st.isFile()) {
      entry(parts, `sublord/${path}`, readFileSync(full), st.mode & 0o111 ? 0o755 : 0o644);
    }
  }
  parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts));
}
