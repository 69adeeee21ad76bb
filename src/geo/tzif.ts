/**
 * An RFC 8536 TZif reader over the system zoneinfo directory. We read the files ourselves because
 * Node's bundled ICU is built without the tz database's `backzone`, so its pre-1970 history is wrong
 * for many places (Oslo 1960, Amsterdam before 1940: style-and-ecosystem.md §5); Debian builds its
 * zoneinfo with backzone.
 */
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type PosixTz, parsePosixTz, posixChangeInstants, posixOffsetAt } from './posix-tz.js';

/** Where Debian, Ubuntu, Alpine and macOS keep compiled zones. */
export const DEFAULT_ZONEINFO_DIR = '/usr/share/zoneinfo';

/** A local time type of a TZif file (RFC 8536 §3.2): its offset, DST flag and abbreviation. */
export interface LocalTimeType {
  /** UTC offset, seconds east of Greenwich. */
  offset: number;
  /** The file marks it daylight saving time (summer time, war time, double summer time). */
  isDst: boolean;
  /** The designation, such as "IST", "+0630", "BDST" or "LMT" (local mean time). */
  abbreviation: string;
}

/**
 * A stretch of a zone's stored history with one local time type: from the transition that opened it
 * to the one that closed it (null: before the first, or open-ended). Only stored transitions make
 * periods; an instant the footer rule governs has none.
 */
export interface ZonePeriod extends LocalTimeType {
  fromEpoch: number | null;
  toEpoch: number | null;
  /**
   * The zone's standard offset in that era: this period's own when it is not DST, else the nearest
   * non-DST period's, looking back first (the time the clocks were advanced from), then forward;
   * null when there is none. Local mean time is not a standard offset and is skipped.
   */
  standardOffset: number | null;
}

/** One zone's parsed offset history. */
export class TzifZone {
  /**
   * @param transitions Unix epoch seconds of each stored transition, ascending.
   * @param offsetsAfter UTC offset (seconds east) in force from the transition at the same index.
   * @param initialOffset UTC offset before the first transition (local time type 0).
   * @param footer The POSIX TZ rule for instants after the last transition, if the file has one.
   */
  readonly transitions: Float64Array;
  readonly offsetsAfter: Int32Array;
  readonly initialOffset: number;
  readonly footer: PosixTz | null;
  /** The file's local time types and the type each transition opens (periodAt); empty if unknown. */
  readonly types: readonly LocalTimeType[];
  readonly typesAfter: Uint8Array;
  constructor(
    transitions: Float64Array,
    offsetsAfter: Int32Array,
    initialOffset: number,
    footer: PosixTz | null,
    types: readonly LocalTimeType[] = [],
    typesAfter: Uint8Array = new Uint8Array(0),
  ) {
    this.transitions = transitions;
    this.offsetsAfter = offsetsAfter;
    this.initialOffset = initialOffset;
    this.footer = footer;
    this.types = types;
    this.typesAfter = typesAfter;
  }

  /** Index of the last transition at or before `t`, or −1 before the first. */
  private indexAt(t: number): number {
    let lo = 0;
    let hi = this.transitions.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.transitions[mid] ?? 0) <= t) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found;
  }

  /** The local time type in force from transition `i` (−1: before the first, type 0). */
  private typeOf(i: number): LocalTimeType | undefined {
    return this.types[i < 0 ? 0 : (this.typesAfter[i] ?? -1)];
  }

  /**
   * The stored period holding Unix epoch seconds `t` (ZonePeriod), or null when the file's types
   * were not kept or `t` lies after the last transition where the footer rule governs.
   */
  periodAt(t: number): ZonePeriod | null {
    const n = this.transitions.length;
    if (this.types.length === 0) return null;
    const last = this.transitions[n - 1] ?? Number.NEGATIVE_INFINITY;
    if (n > 0 && t > last && this.footer !== null) return null;
    const i = this.indexAt(t);
    const type = this.typeOf(i);
    if (type === undefined) return null;
    const standard = (j: number) => {
      const ty = this.typeOf(j);
      return ty !== undefined && !ty.isDst && ty.abbreviation !== 'LMT' ? ty.offset : null;
    };
    let standardOffset: number | null = type.isDst ? null : type.offset;
    if (type.abbreviation === 'LMT') standardOffset = null;
    for (let j = i - 1; type.isDst && standardOffset === null && j >= -1; j--)
      standardOffset = standard(j);
    for (let j = i + 1; type.isDst && standardOffset === null && j < n; j++)
      standardOffset = standard(j);
    return {
      ...type,
      fromEpoch: i < 0 ? null : (this.transitions[i] ?? null),
      toEpoch: i + 1 < n ? (this.transitions[i + 1] ?? null) : null,
      standardOffset,
    };
  }

  /** UTC offset in seconds east of Greenwich at Unix epoch seconds `t`. */
  offsetAt(t: number): number {
    const n = this.transitions.length;
    if (n === 0) return this.footer === null ? this.initialOffset : posixOffsetAt(this.footer, t);
    const last = this.transitions[n - 1] ?? Number.NEGATIVE_INFINITY;
    if (t > last && this.footer !== null) return posixOffsetAt(this.footer, t);
    // Largest i with transitions[i] <= t.
    const found = this.indexAt(t);
    return found < 0 ? this.initialOffset : (this.offsetsAfter[found] ?? this.initialOffset);
  }

  /** Epoch seconds of every stored or rule-made transition in (from, to], ascending. */
  changeInstants(from: number, to: number): number[] {
    const out: number[] = [];
    // The stored transitions ascend (RFC 8536 §3.2, and offsetAt's search relies on it): the first
    // after `from` by binary search, then those up to `to`, rather than a scan of them all (a zone
    // holds up to a few hundred, and every birth-time resolution asks; issue 22 §3, fourth round).
    const ts = this.transitions;
    let lo = 0;
    let hi = ts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((ts[mid] ?? 0) > from) hi = mid;
      else lo = mid + 1;
    }
    for (let i = lo; i < ts.length && (ts[i] ?? 0) <= to; i++) out.push(ts[i] ?? 0);
    if (this.footer !== null) {
      const last = this.transitions[this.transitions.length - 1] ?? Number.NEGATIVE_INFINITY;
      out.push(...posixChangeInstants(this.footer, Math.max(from, last), to));
    }
    return out;
  }
}

/** Reads an unsigned 32-bit big-endian count. */
function u32(view: DataView, at: number): number {
  return view.getUint32(at, false);
}

/**
 * Parses a TZif file (versions 1 to 4). The 64-bit section of v2+ files is used when present, since
 * the 32-bit one cannot reach before 1901-12-13.
 */
export function parseTzif(bytes: Uint8Array): TzifZone {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0, bytes[2] ?? 0, bytes[3] ?? 0);
  if (magic !== 'TZif' || bytes.length < 44) throw new Error('Not a TZif file');
  const version = bytes[4] ?? 0;

  const header = (at: number) => ({
    isutcnt: u32(view, at + 20),
    isstdcnt: u32(view, at + 24),
    leapcnt: u32(view, at + 28),
    timecnt: u32(view, at + 32),
    typecnt: u32(view, at + 36),
    charcnt: u32(view, at + 40),
  });
  const blockLength = (h: ReturnType<typeof header>, timeSize: number) =>
    h.timecnt * timeSize +
    h.timecnt +
    h.typecnt * 6 +
    h.charcnt +
    h.leapcnt * (timeSize + 4) +
    h.isstdcnt +
    h.isutcnt;

  let h = header(0);
  let at = 44;
  let timeSize = 4;
  if (version >= 0x32) {
    at = 44 + blockLength(h, 4);
    if (String.fromCharCode(...bytes.subarray(at, at + 4)) !== 'TZif') {
      throw new Error('TZif v2+ second header missing');
    }
    h = header(at);
    at += 44;
    timeSize = 8;
  }
  if (h.typecnt === 0) throw new Error('TZif file has no local time types');
  if (at + blockLength(h, timeSize) > bytes.length) throw new Error('TZif file is truncated');

  const transitions = new Float64Array(h.timecnt);
  for (let i = 0; i < h.timecnt; i++) {
    transitions[i] =
      timeSize === 8
        ? Number(view.getBigInt64(at + i * 8, false))
        : view.getInt32(at + i * 4, false);
  }
  at += h.timecnt * timeSize;
  const typeIndexes = bytes.subarray(at, at + h.timecnt);
  at += h.timecnt;
  const typeOffsets: number[] = [];
  const charsAt = at + h.typecnt * 6;
  const types: LocalTimeType[] = [];
  for (let i = 0; i < h.typecnt; i++) {
    const offset = view.getInt32(at + i * 6, false);
    typeOffsets.push(offset);
    const abbrAt = charsAt + (bytes[at + i * 6 + 5] ?? 0);
    const end = bytes.indexOf(0, abbrAt);
    types.push({
      offset,
      isDst: bytes[at + i * 6 + 4] === 1,
      abbreviation: String.fromCharCode(
        ...bytes.subarray(abbrAt, end < 0 ? charsAt + h.charcnt : end),
      ),
    });
  }
  at += h.typecnt * 6 + h.charcnt + h.leapcnt * (timeSize + 4) + h.isstdcnt + h.isutcnt;

  const offsetsAfter = new Int32Array(h.timecnt);
  for (let i = 0; i < h.timecnt; i++) {
    const offset = typeOffsets[typeIndexes[i] ?? -1];
    if (offset === undefined) throw new Error('TZif transition names a missing local time type');
    if (i > 0 && (transitions[i] ?? 0) <= (transitions[i - 1] ?? 0)) {
      throw new Error('TZif transitions are not ascending');
    }
    offsetsAfter[i] = offset;
  }

  let footer: PosixTz | null = null;
  if (timeSize === 8 && bytes[at] === 0x0a) {
    const end = bytes.indexOf(0x0a, at + 1);
    const text = new TextDecoder().decode(bytes.subarray(at + 1, end < 0 ? bytes.length : end));
    if (text.length > 0) footer = parsePosixTz(text);
  }
  return new TzifZone(
    transitions,
    offsetsAfter,
    typeOffsets[0] ?? 0,
    footer,
    types,
    // A copy: `bytes` is the file's Buffer, whose slice() is a view that would keep its whole
    // backing store (64 KB each, 11 MB over the 171 zones a worker had read; issue 37 §7).
    Uint8Array.from(typeIndexes),
  );
}

/** Zone names are path segments of letters, digits, `_`, `+`, `-`; nothing that could escape. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Files in zoneinfo that are not zones, and Debian's duplicate trees. */
const NOT_ZONES = new Set(['localtime', 'posixrules', 'Factory']);
const NOT_ZONE_PREFIXES = ['posix/', 'right/'];

/**
 * The zones of one zoneinfo directory, parsed on first use and cached for the process lifetime.
 */
export class TzifDatabase {
  /** Parsed zones only: caching misses would let arbitrary request strings grow the map. */
  private readonly zones = new Map<string, TzifZone>();
  private names: Map<string, string> | null | undefined;

  /** The zoneinfo directory (the edge reads `TZDIR`; nothing here reads env). */
  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  /** True when the directory exists and holds compiled zones. */
  isUsable(): boolean {
    try {
      return statSync(this.dir).isDirectory() && this.zone('Etc/UTC') !== null;
    } catch {
      return false;
    }
  }

  /**
   * The tz data version: first line of `tzdata.zi` (`# version 2026f`), else `+VERSION`, else
   * null.
   */
  version(): string | null {
    const fromZi = /^# version (\S+)/.exec(readHead(join(this.dir, 'tzdata.zi'), 64));
    if (fromZi?.[1] !== undefined) return fromZi[1];
    const plain = readHead(join(this.dir, '+VERSION'), 64).trim();
    return plain.length > 0 ? plain : null;
  }

  /**
   * The zone's spelling in this database for a case-insensitive name, or undefined when the
   * database has no such zone. Names come from `tzdata.zi` (zones and links) when it exists.
   */
  canonicalName(name: string): string | undefined {
    if (!ZONE_NAME.test(name) || name.includes('..')) return undefined;
    const names = this.nameIndex();
    if (names !== null) return names.get(name.toLowerCase());
    if (NOT_ZONES.has(name) || NOT_ZONE_PREFIXES.some((p) => name.startsWith(p))) return undefined;
    return this.zone(name) === null ? undefined : name;
  }

  /** The parsed zone, or null when its file is absent or not TZif. `name` must be canonical. */
  zone(name: string): TzifZone | null {
    const cached = this.zones.get(name);
    if (cached !== undefined) return cached;
    let parsed: TzifZone | null = null;
    if (ZONE_NAME.test(name) && !name.includes('..')) {
      const path = join(this.dir, name);
      if (existsSync(path) && statSync(path).isFile()) {
        const bytes = readFileSync(path);
        // A non-TZif file (zone.tab, leapseconds…) is simply not a zone; a damaged TZif is an error.
        if (bytes.subarray(0, 4).toString('latin1') === 'TZif') parsed = parseTzif(bytes);
      }
    }
    if (parsed !== null) this.zones.set(name, parsed);
    return parsed;
  }

  private nameIndex(): Map<string, string> | null {
    if (this.names !== undefined) return this.names;
    const path = join(this.dir, 'tzdata.zi');
    if (!existsSync(path)) {
      this.names = null;
      return null;
    }
    const index = new Map<string, string>();
    // "Z Europe/Oslo 0:43 …" names a zone; "L Europe/Berlin Arctic/Longyearbyen" a link. One pattern
    // over the whole text, not a split of its 4,500 lines (most of them rules): 15-35 ms less of the
    // first chart of a process (measured, issue 22).
    for (const m of readFileSync(path, 'utf8').matchAll(/^(?:Z (\S+)|L \S+ (\S+))/gm)) {
      const name = (m[1] ?? m[2]) as string;
      index.set(name.toLowerCase(), name);
    }
    this.names = index;
    return index;
  }
}

/** The first `length` bytes of a file as text, or '' when it cannot be read. */
function readHead(path: string, length: number): string {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buffer = Buffer.alloc(length);
    const n = readSync(fd, buffer, 0, length, 0);
    return buffer.subarray(0, n).toString('utf8');
  } catch {
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
