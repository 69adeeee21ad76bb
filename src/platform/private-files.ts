/**
 * The data directory holds the database and the server key, so nobody but the service's own user
 * may read it (issue 9 §5): created 0700, files inside 0600.
 */
import { chmodSync, existsSync, mkdirSync } from 'node:fs';

/**
 * Creates `dir` (and missing parents) with mode 0700. A directory that already exists is left as the
 * operator made it: narrowing a directory someone else set up could break their arrangement.
 */
export function ensurePrivateDir(dir: string): void {
  if (existsSync(dir)) return;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // mkdir's mode is filtered by the umask; chmod states it exactly.
  chmodSync(dir, 0o700);
}
