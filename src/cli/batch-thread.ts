/**
 * The pool task behind `sublord batch` on several cores: a chunk of input lines for one endpoint →
 * their output lines, computed by this thread's own LocalApi (the CLI's in-process API: direct calls
 * for valid bodies, the HTTP route's exact answer for the rest).
 */
import type { ComputeDeps } from '../app/deps.js';
import { LocalApi } from './local-api.js';

let api: Promise<LocalApi> | null = null;

/** One output line: the 200 body, or `{"status":N,"body":…}` for a refused line. */
export function outputLine(status: number, text: string): string {
  return status === 200 ? text : `{"status":${status},"body":${text}}`;
}

export async function batchLines(
  _deps: ComputeDeps,
  task: { endpoint: string; lines: string[] },
  _today: string,
): Promise<Array<{ ok: boolean; line: string }>> {
  api ??= LocalApi.open();
  const local = await api;
  const out: Array<{ ok: boolean; line: string }> = [];
  for (const line of task.lines) {
    const res = await local.postText(task.endpoint, line);
    out.push({ ok: res.status === 200, line: outputLine(res.status, res.text) });
  }
  return out;
}
