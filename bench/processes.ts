/** A process tree's CPU time, for the benchmarks that read a service's cost from /proc. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** User + system CPU time of a process so far, in ms (0 once it is gone). */
export function cpuMs(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return 0;
  }
}

/** A process and all its descendants. */
export function tree(pid: number): number[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    // ps exits 1 when the process has no children
  }
  const kids = out
    .split('\n')
    .map((s) => Number(s.trim()))
    .filter((n) => n > 0);
  return [pid, ...kids.flatMap(tree)];
}
