/**
 * /source serves exactly the git-tracked files of the running tree (issue 9 §5; AGPL-3.0 §13): never
 * an untracked file, never the target of a symbolic link (archived as a link), with the commit named
 * and local modifications of tracked files included as they run. Without a checkout it uses the
 * SOURCE-FILES list, and with neither it refuses (503) rather than guess. Authority: `git ls-tree` of
 * a repository the test builds; the archive is read with a minimal ustar parser.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { SourceUnavailable, sourceArchive } from '../../src/app/source-archive.js';
import { registerSource } from '../../src/http/routes/source.js';
import { tempDir } from '../helpers/tmp.js';

interface TarEntry {
  name: string;
  type: string;
  link: string;
  content: string;
}

/** Reads a gzipped ustar archive. */
function readTar(gz: Buffer): TarEntry[] {
  const tar = gunzipSync(gz);
  const entries: TarEntry[] = [];
  const text = (start: number, length: number) =>
    tar
      .subarray(start, start + length)
      .toString('utf8')
      .replace(/\0.*$/s, '');
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const name = text(offset, 100);
    if (name === '') break;
    const prefix = text(offset + 345, 155);
    const size = Number.parseInt(text(offset + 124, 12), 8);
    const body = tar.subarray(offset + 512, offset + 512 + size).toString('utf8');
    entries.push({
      name: prefix ? `${prefix}/${name}` : name,
      type: text(offset + 156, 1),
      link: text(offset + 157, 100),
      content: body,
    });
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

function makeRepo(dir: string, outside: string): void {
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-C', dir, '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args],
      {
        stdio: 'ignore',
      },
    );
  git('init', '-q');
  writeFileSync(join(dir, 'tracked.txt'), 'tracked v1\n');
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'run.sh'), '#!/bin/sh\necho hi\n', { mode: 0o755 });
  symlinkSync(join(outside, 'secret.txt'), join(dir, 'link-out'));
  git('add', 'tracked.txt', 'src/run.sh', 'link-out');
  git('commit', '-q', '-m', 'one');
  writeFileSync(join(dir, 'untracked.txt'), 'not part of the source\n');
  symlinkSync(outside, join(dir, 'untracked-dir-link'));
}

test('a checkout: the tracked files only, links not followed, the commit named', () => {
  const tmp = tempDir('source');
  try {
    const outside = join(tmp.path, 'outside');
    const repo = join(tmp.path, 'repo');
    mkdirSync(outside);
    mkdirSync(repo);
    writeFileSync(join(outside, 'secret.txt'), 'TOP SECRET outside the repository\n');
    makeRepo(repo, outside);

    const entries = readTar(sourceArchive(repo));
    assert.deepEqual(
      entries.map((e) => e.name),
      ['sublord/SOURCE-COMMIT', 'sublord/link-out', 'sublord/src/run.sh', 'sublord/tracked.txt'],
    );
    const link = entries.find((e) => e.name === 'sublord/link-out');
    assert.equal(link?.type, '2', 'a symbolic link entry');
    assert.equal(link?.link, join(outside, 'secret.txt'));
    assert.ok(
      entries.every((e) => !e.content.includes('TOP SECRET')),
      'the target is not read',
    );
    const head = execFileSync('git', ['-C', repo, 'rev-parse', 'HEAD'], { encoding: 'utf8' });
    assert.equal(entries[0]?.content, head);

    // A tracked file modified on disk is what runs: archived as it is, and the commit says so.
    writeFileSync(join(repo, 'tracked.txt'), 'tracked v2\n');
    const modified = readTar(sourceArchive(repo));
    assert.equal(modified.find((e) => e.name === 'sublord/tracked.txt')?.content, 'tracked v2\n');
    assert.match(modified[0]?.content ?? '', /modified on disk/);
  } finally {
    tmp.remove();
  }
});

test('no checkout: SOURCE-FILES is the list; with neither, 503 instead of a guess', async () => {
  const tmp = tempDir('source-nogit');
  try {
    const outside = join(tmp.path, 'outside');
    const repo = join(tmp.path, 'repo');
    const copy = join(tmp.path, 'copy');
    mkdirSync(outside);
    mkdirSync(repo);
    writeFileSync(join(outside, 'secret.txt'), 'TOP SECRET\n');
    makeRepo(repo, outside);
    cpSync(repo, copy, { recursive: true, verbatimSymlinks: true });
    rmSync(join(copy, '.git'), { recursive: true });

    assert.throws(() => sourceArchive(copy), SourceUnavailable);
    const app = Fastify();
    registerSource(app, { sourceUrl: null, root: copy });
    const refused = await app.inject('/source');
    assert.equal(refused.statusCode, 503);
    assert.match(refused.json().detail, /no git checkout and no SOURCE-FILES/);
    await app.close();

    writeFileSync(join(copy, 'SOURCE-FILES'), 'tracked.txt\nsrc/run.sh\n../outside/secret.txt\n');
    const names = readTar(sourceArchive(copy)).map((e) => e.name);
    assert.deepEqual(names, ['sublord/src/run.sh', 'sublord/tracked.txt']);
  } finally {
    tmp.remove();
  }
});
