/**
 * The pool task behind `sublord batch` on several cores: a chunk of input lines for one endpoint →
 * their output lines, computed by this thread's own LocalApi (the CLI's in-process API: direct calls
 * for valid bodies, the HTTP route's exact answer for the rest). `batch.ts` computes its own chunks
 * with the same function.
 */
import type { ComputeDeps } from '../app/deps.js';
import { LocalApi } from './local-api.js';

let api: Promise<LocalApi> | null = null;

/**
 * A chunk's answers: their lines as UTF-8 bytes, each ending in a newline, ready to write. Bytes,
 * not strings, cross back from a thread: a chunk is megabytes of JSON, and as strings the reading
 * thread spent most of its time decoding and re-encoding them (measured: two cores no faster than one).
 */
export interface ChunkResult {
  lines: number;
  failed: number;
  bytes: Uint8Array;
  /** The chunk's 500s: the line's index in the chunk, its request id and the error (for stderr). */
  internal: Array<{ index: number; requestId: string; error: string }>;
}

/** One output line: the 200 body, or `{"status":N,"body":…}` for a refused line. */
export function outputLine(status: number, text: string): string {
  return status === 200 ? text : `{"status":${status},"body":${text}}`;
}

/** Answers a chunk of lines with the given LocalApi. */
export async function answerChunk(
  local: LocalApi,
  endpoint: string,
  lines: readonly string[],
): Promise<ChunkResult> {
  const out: string[] = [];
  const internal: ChunkResult['internal'] = [];
  let failed = 0;
  for (const [index, line] of lines.entries()) {
    const res = await local.postText(endpoint, line);
    if (res.status !== 200) failed++;
    if (res.failure) internal.push({ index, ...res.failure });
    out.push(`${outputLine(res.status, res.text)}\n`);
  }
  return { lines: lines.length, failed, bytes: Buffer.from(out.join('')), internal };
}

/** The pool task: this thread's LocalApi (opened once; an empty chunk only opens it). */
export async function batchLines(
  _deps: ComputeDeps,
  task: { endpoint: string; lines: string[] },
  _today: string,
): Promise<ChunkResult> {
  api ??= LocalApi.open();
  return answerChunk(await api, task.endpoint, task.lines);
}
