/**
 * What V8's JSON.stringify fast path refuses in a value, seen through V8's natives (issue 22 §3).
 *
 * Authority: V8's fast serializer (src/json/json-stringifier.cc, `FastJsonStringifier`, in the V8 14
 * of Node 26) writes sequential, external and thin strings, objects with fast (not dictionary)
 * properties and Object.prototype as prototype, and arrays of the ordinary elements kinds; at a rope
 * (ConsString) or a slice (SlicedString) of a string, a dictionary-mode object or a frozen array it
 * starts the whole value again on the slow serializer. Importing this module sets
 * --allow-natives-syntax for the importing test's process only.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--allow-natives-syntax');
const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: unknown,
  b: unknown,
) => boolean;
const fastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;

// A template of 13 or more characters is a rope and a long string's slice a SlicedString in V8, one
// of each per encoding (′ is outside Latin-1, so its strings are two-byte).
const seed = String(Math.random());
export const REFUSED: Readonly<Record<string, string>> = {
  'rope, one-byte': `a rope of one-byte text ${seed}`,
  'rope, two-byte': `a rope of two-byte text ′ ${seed}`,
  'slice, one-byte': `${seed} a slice of one-byte text`.split('').join('').slice(1),
  'slice, two-byte': `${seed} a slice of two-byte text ′`.split('').join('').slice(1),
};
export const refusedKind = (s: string) => Object.keys(REFUSED).find((k) => sameMap(s, REFUSED[k]));

/** Every value of `v` the fast path refuses, as "path: why". */
export function refusals(v: unknown, path: string, out: string[]): string[] {
  if (typeof v === 'string') {
    const kind = refusedKind(v);
    if (kind) out.push(`${path}: ${kind}`);
  } else if (Array.isArray(v)) {
    if (!Object.isExtensible(v)) out.push(`${path}: a frozen, sealed or non-extensible array`);
    v.forEach((x, i) => {
      refusals(x, `${path}[${i}]`, out);
    });
  } else if (v !== null && typeof v === 'object') {
    if (!fastProperties(v)) out.push(`${path}: a dictionary-mode object`);
    if (Object.getPrototypeOf(v) !== Object.prototype) out.push(`${path}: not a plain object`);
    for (const [k, x] of Object.entries(v)) refusals(x, `${path}.${k}`, out);
  }
  return out;
}
