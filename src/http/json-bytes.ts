/**
 * A response body as UTF-8 bytes: `Buffer.from(JSON.stringify(value))`, the server's JSON serializer
 * (server.ts) and what the benchmarks time as "the body's bytes".
 *
 * A Buffer, because Fastify sends a serializer's Buffer as it is, with its length; a string it would
 * measure with Buffer.byteLength and the socket would encode again. The whole body in one call: the
 * bodies are built for V8's JSON.stringify fast path (flat strings, no dictionary-mode objects, no
 * frozen arrays: src/engine/flat-text.ts, test/http/body-json-fast-path.test.ts), which writes the
 * whole value into one flat string. Until issue 22 §3 this file wrote a body a top-level member at a
 * time into a scratch buffer, which kept a slow member's cost inside that member; on bodies that take
 * the fast path it measured no cheaper (bench/RESULTS.md, "The body's bytes"), so it was dropped.
 */
export function jsonBytes(value: unknown): Buffer {
  // JSON.stringify gives undefined for undefined, a function or a symbol; JSON has no such value.
  return Buffer.from(JSON.stringify(value) ?? 'null');
}
