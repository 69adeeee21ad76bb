import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh temporary directory and a function that removes it. */
export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `sublord-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
