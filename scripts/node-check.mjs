// The entry scripts' first import (scripts/start.mjs, scripts/sublord.mjs): on a Node.js older than
// package.json's `engines` (Node 26), one line naming both versions and where the README says how to
// get Node 26, and exit code 1, instead of a SyntaxError about a module export that Node 20 lacks.
// It uses only what any Node that runs ES modules has, and the scripts import nothing else statically
// that an older Node would refuse before this runs.
import { readFileSync } from 'node:fs';

/** The message for `version` against an engines range of the form ">=MAJOR.MINOR", or null if it satisfies it. */
export function nodeTooOld(version, range) {
  const wanted = /^>=\s*(\d+)\.(\d+)/.exec(range);
  if (!wanted) throw new Error(`package.json engines.node is not ">=MAJOR.MINOR": ${range}`);
  const [major, minor] = version.split('.').map(Number);
  const [wantMajor, wantMinor] = [Number(wanted[1]), Number(wanted[2])];
  if (major > wantMajor || (major === wantMajor && minor >= wantMinor)) return null;
  return `sublord needs Node.js ${range.replace(/^>=\s*/, '')} or newer (Node ${wantMajor} LTS); this is Node.js ${version}. The README's "Quick start" says how to get Node ${wantMajor}.`;
}

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const message = nodeTooOld(process.versions.node, engines.node);
if (message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
