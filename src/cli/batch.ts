/**
 * `sublord batch <endpoint>`: one request body per line on stdin, one response body per line on stdout,
 * in order. A failing line prints `{"status":N,"body":{...}}` on its line and the batch goes on.
 */
import { createInterface } from 'node:readline';
import type { LocalApi } from './local-api.js';

export interface BatchStreams {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  progress: NodeJS.WriteStream | null;
}

export async function runBatch(
  api: LocalApi,
  endpoint: string,
  io: BatchStreams,
): Promise<{ ok: number; failed: number }> {
  const lines = createInterface({ input: io.input, crlfDelay: Number.POSITIVE_INFINITY });
  let ok = 0;
  let failed = 0;
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const res = await api.post(endpoint, line);
    if (res.status === 200) {
      ok++;
      io.output.write(`${JSON.stringify(res.body)}\n`);
    } else {
      failed++;
      io.output.write(`${JSON.stringify({ status: res.status, body: res.body })}\n`);
    }
    if (io.progress && (ok + failed) % 50 === 0) {
      io.progress.write(`\r${ok + failed} lines (${failed} failed)`);
    }
  }
  if (io.progress) io.progress.write(`\r${ok + failed} lines (${failed} failed)\n`);
  return { ok, failed };
}
