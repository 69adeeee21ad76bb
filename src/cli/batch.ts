/**
 * `sublord batch <endpoint>`: one request body per line on stdin, one response body per line on
 * stdout, in input order: output line N answers input line N, blank lines included (a blank line is
 * a request with an empty body, so it prints its 422). A failing line prints
 * `{"status":N,"body":{...}}` on its line and the batch goes on.
 *
 * At machine speed (issue 11 §7): each line goes through LocalApi's direct path (validation by the
 * route's own validator, then the use case), and with WORKERS > 1 (default: one per core) chunks of
 * lines run on this thread and WORKERS - 1 worker threads, each with its own LocalApi, while this
 * thread also reads, keeps the order and writes. Progress goes to stderr: a bar on a terminal (with a
 * percentage when stdin is a file), otherwise a line every 10 s once the batch has run that long.
 */
import { createInterface } from 'node:readline';
import { loadConfig } from '../process/config.js';
import { ComputePool } from '../workers/pool.js';
import { answerChunk, type ChunkResult } from './batch-thread.js';
import type { LocalApi } from './local-api.js';

export interface BatchStreams {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  /** Where progress goes (stderr), or null for none. A bar when it is a TTY. */
  progress: NodeJS.WriteStream | null;
  /** Size of the input in bytes when known (stdin is a file): the bar then shows a percentage. */
  inputBytes?: number | null;
  /**
   * Where a 500's detail goes (issue 20 §6): the line number, request id and the error's stack.
   * Default: `progress`. The output line itself is the API's 500 answer, without the stack.
   */
  errors?: NodeJS.WritableStream | null;
}

export interface BatchOptions {
  /** Cores to use: this thread and workers - 1 threads. Default: WORKERS (one per core). */
  workers?: number;
  /** False: every chunk goes to `workers` threads and this thread only reads and writes (tests). */
  thisThreadComputes?: boolean;
}

/** Lines per task sent to a thread: large enough that messaging costs little next to the work. */
const CHUNK_LINES = 32;
const BATCH_TASK = {
  module: new URL(
    `./batch-thread${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
    import.meta.url,
  ),
  export: 'batchLines',
};

class Progress {
  private done = 0;
  private failed = 0;
  private bytes = 0;
  private lastDraw = 0;
  private readonly started = Date.now();
  private readonly out: NodeJS.WriteStream | null;
  private readonly totalBytes: number | null;
  constructor(out: NodeJS.WriteStream | null, totalBytes: number | null) {
    this.out = out;
    this.totalBytes = totalBytes;
  }

  /** Line numbers (1-based) of the lines counted so far. */
  get lines(): number {
    return this.done;
  }

  /** Ends the bar's line on a terminal, so a message written next starts on its own line. */
  breakLine(): void {
    if (this.out?.isTTY && this.lastDraw > 0) this.out.write('\n');
  }

  count(result: Omit<ChunkResult, 'bytes' | 'internal'>, bytes: number): void {
    this.done += result.lines;
    this.failed += result.failed;
    this.bytes += bytes;
    const now = Date.now();
    if (!this.out) return;
    if (this.out.isTTY) {
      if (now - this.lastDraw >= 100) this.draw(now);
    } else if (now - this.started >= 10_000 && now - this.lastDraw >= 10_000) {
      this.lastDraw = now;
      this.out.write(`${this.summary(now)}\n`);
    }
  }

  private summary(now: number): string {
    const seconds = (now - this.started) / 1000;
    const rate = seconds > 0 ? Math.round(this.done / seconds) : 0;
    return `${this.done} lines (${this.failed} failed), ${rate}/s`;
  }

  private draw(now: number): void {
    this.lastDraw = now;
    const width = 30;
    const share = this.totalBytes ? Math.min(1, this.bytes / this.totalBytes) : null;
    const bar =
      share === null
        ? ''
        : `[${'#'.repeat(Math.round(share * width)).padEnd(width, '.')}] ${(share * 100).toFixed(0).padStart(3)}% `;
    this.out?.write(`\r${bar}${this.summary(now)}`);
  }

  finish(): { ok: number; failed: number } {
    const now = Date.now();
    if (this.out?.isTTY) {
      this.draw(now);
      this.out.write('\n');
    } else if (this.out && now - this.started >= 10_000) {
      this.out.write(`${this.summary(now)}\n`);
    }
    return { ok: this.done - this.failed, failed: this.failed };
  }
}

export async function runBatch(
  api: LocalApi,
  endpoint: string,
  io: BatchStreams,
  options: BatchOptions = {},
): Promise<{ ok: number; failed: number }> {
  const workers = Math.max(1, options.workers ?? loadConfig().workers);
  const lines = createInterface({ input: io.input, crlfDelay: Number.POSITIVE_INFINITY });
  const progress = new Progress(io.progress, io.inputBytes ?? null);
  const errors = io.errors === undefined ? io.progress : io.errors;
  /** A chunk's 500s on stderr, numbered from the chunk's first line; never the line's text. */
  const reportInternal = (result: ChunkResult) => {
    if (!errors) return;
    for (const failure of result.internal) {
      progress.breakLine();
      errors.write(
        `line ${progress.lines + failure.index + 1}: 500 internal error, request id ${failure.requestId}\n${failure.error}\n`,
      );
    }
  };

  if (workers === 1) {
    for await (const line of lines) {
      const result = await answerChunk(api, endpoint, [line]);
      reportInternal(result);
      io.output.write(result.bytes);
      progress.count(result, line.length + 1);
    }
    return progress.finish();
  }

  // This thread computes too (unless told not to), and threads take chunks only once they are ready:
  // no chunk waits on a thread's start (about a second: its modules, ephemeris and LocalApi), which
  // made two threads slower than one core on short batches. A thread is ready once its LocalApi is open.
  const here = options.thisThreadComputes !== false;
  const threads = here ? workers - 1 : workers;
  const pool = new ComputePool(loadConfig(), threads);
  let readyThreads = here ? 0 : threads;
  let threadTasks = 0;
  if (here)
    for (let i = 0; i < threads; i++)
      pool.run<ChunkResult>(BATCH_TASK, { endpoint, lines: [] }, '').then(
        () => readyThreads++,
        () => {}, // a thread that cannot start leaves its share to the others
      );
  // Chunks in input order; at most `window` in flight, written as soon as the oldest is done.
  const window = workers * 4;
  const inFlight: Array<{ result: Promise<ChunkResult>; bytes: number }> = [];
  const writeOldest = async () => {
    const oldest = inFlight.shift();
    if (!oldest) return;
    const result = await oldest.result;
    reportInternal(result);
    if (!io.output.write(result.bytes)) await new Promise((r) => io.output.once('drain', r));
    progress.count(result, oldest.bytes);
  };
  try {
    let chunk: string[] = [];
    let bytes = 0;
    const send = async () => {
      const taken = chunk;
      const takenBytes = bytes;
      chunk = [];
      bytes = 0;
      let result: Promise<ChunkResult>;
      // Three chunks per ready thread keep it busy while this thread computes one.
      if (!here || threadTasks < readyThreads * 3) {
        threadTasks++;
        result = pool
          .run<ChunkResult>(BATCH_TASK, { endpoint, lines: taken }, '')
          .finally(() => threadTasks--);
        result.catch(() => {}); // awaited in order by writeOldest; this only marks it handled early
      } else {
        result = Promise.resolve(await answerChunk(api, endpoint, taken));
        // Let the threads' answers in (message events): the computation above never yields.
        await new Promise((resolve) => setImmediate(resolve));
      }
      inFlight.push({ result, bytes: takenBytes });
    };
    for await (const line of lines) {
      bytes += line.length + 1;
      chunk.push(line);
      if (chunk.length === CHUNK_LINES) {
        await send();
        if (inFlight.length >= window) await writeOldest();
      }
    }
    if (chunk.length > 0) await send();
    while (inFlight.length > 0) await writeOldest();
  } finally {
    await pool.close();
  }
  return progress.finish();
}
