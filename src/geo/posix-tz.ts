/**
 * The POSIX TZ string found in a TZif footer (RFC 8536 §3.3), which governs every instant after the
 * file's last stored transition: DST rules for future years, or one fixed offset.
 */
import {
  daysFromCivil,
  daysInMonth,
  isLeapYear,
  SECONDS_PER_DAY,
  utcInstantFromEpoch,
  weekdayFromDays,
} from './civil.js';

/** A day-of-year rule: `Jn` (1-365, Feb 29 never counted), `n` (0-365), or `Mm.w.d`. */
type DateRule =
  | { kind: 'julian1'; day: number }
  | { kind: 'julian0'; day: number }
  | { kind: 'month'; month: number; week: number; weekday: number };

interface DstRule {
  /** UTC offset while DST is in force, seconds east of Greenwich. */
  dstOffset: number;
  start: DateRule;
  /** Local (standard) time of the start, seconds after midnight; may be negative or exceed a day. */
  startTime: number;
  end: DateRule;
  /** Local (daylight) time of the end, seconds after midnight. */
  endTime: number;
}

/** A parsed POSIX TZ string. Offsets are seconds east of Greenwich (the POSIX sign is inverted). */
export interface PosixTz {
  stdOffset: number;
  dst: DstRule | null;
}

/** One change of UTC offset produced by a rule. */
interface RuleEvent {
  /** Unix epoch seconds of the change. */
  at: number;
  /** UTC offset from `at` on, seconds east. */
  offset: number;
}

class Cursor {
  pos = 0;
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  peek(): string {
    return this.text.charAt(this.pos);
  }
  done(): boolean {
    return this.pos >= this.text.length;
  }
  fail(what: string): never {
    throw new Error(`Bad POSIX TZ string "${this.text}" at ${this.pos}: expected ${what}`);
  }
  int(): number {
    const m = /^\d+/.exec(this.text.slice(this.pos));
    if (m === null) this.fail('a number');
    this.pos += m[0].length;
    return Number(m[0]);
  }
}

function parseName(c: Cursor): string {
  if (c.peek() === '<') {
    const close = c.text.indexOf('>', c.pos);
    if (close < 0) c.fail('">"');
    const name = c.text.slice(c.pos + 1, close);
    c.pos = close + 1;
    return name;
  }
  const m = /^[A-Za-z]{3,}/.exec(c.text.slice(c.pos));
  if (m === null) c.fail('a zone abbreviation');
  c.pos += m[0].length;
  return m[0];
}

/** `[+-]hh[:mm[:ss]]` in seconds. Hours may reach 167 in rule times (RFC 8536 §3.3.1). */
function parseHms(c: Cursor): number {
  let sign = 1;
  if (c.peek() === '+' || c.peek() === '-') {
    sign = c.peek() === '-' ? -1 : 1;
    c.pos += 1;
  }
  let seconds = c.int() * 3600;
  if (c.peek() === ':') {
    c.pos += 1;
    seconds += c.int() * 60;
    if (c.peek() === ':') {
      c.pos += 1;
      seconds += c.int();
    }
  }
  return sign * seconds;
}

function parseDateRule(c: Cursor): DateRule {
  if (c.peek() === 'J') {
    c.pos += 1;
    return { kind: 'julian1', day: c.int() };
  }
  if (c.peek() === 'M') {
    c.pos += 1;
    const month = c.int();
    if (c.peek() !== '.') c.fail('"."');
    c.pos += 1;
    const week = c.int();
    if (c.peek() !== '.') c.fail('"."');
    c.pos += 1;
    const weekday = c.int();
    if (month < 1 || month > 12 || week < 1 || week > 5 || weekday > 6) c.fail('a valid Mm.w.d');
    return { kind: 'month', month, week, weekday };
  }
  return { kind: 'julian0', day: c.int() };
}

function parseRulePart(c: Cursor): { rule: DateRule; time: number } {
  if (c.peek() !== ',') c.fail('","');
  c.pos += 1;
  const rule = parseDateRule(c);
  let time = 7200; // POSIX default: 02:00 local
  if (c.peek() === '/') {
    c.pos += 1;
    time = parseHms(c);
  }
  return { rule, time };
}

/** POSIX offsets count west; ours count east. `0 - x` rather than `-x` avoids a -0 offset. */
function eastOf(posixOffset: number): number {
  return 0 - posixOffset;
}

/** Parses a POSIX TZ string such as `CET-1CEST,M3.5.0,M10.5.0/3` or `<+0545>-5:45`. */
export function parsePosixTz(text: string): PosixTz {
  const c = new Cursor(text);
  parseName(c);
  const stdOffset = eastOf(parseHms(c));
  if (c.done()) return { stdOffset, dst: null };
  parseName(c);
  let dstOffset = stdOffset + 3600;
  if (!c.done() && c.peek() !== ',') dstOffset = eastOf(parseHms(c));
  // Without explicit rules POSIX leaves the dates to the implementation; zic always writes them, and
  // the US rules are what glibc's posixrules would supply.
  let start: { rule: DateRule; time: number } = {
    rule: { kind: 'month', month: 3, week: 2, weekday: 0 },
    time: 7200,
  };
  let end: { rule: DateRule; time: number } = {
    rule: { kind: 'month', month: 11, week: 1, weekday: 0 },
    time: 7200,
  };
  if (!c.done()) {
    start = parseRulePart(c);
    end = parseRulePart(c);
  }
  if (!c.done()) c.fail('the end of the string');
  return {
    stdOffset,
    dst: { dstOffset, start: start.rule, startTime: start.time, end: end.rule, endTime: end.time },
  };
}

/** Days from 1970-01-01 of the date a rule selects in `year`. */
function ruleDay(rule: DateRule, year: number): number {
  const jan1 = daysFromCivil(year, 1, 1);
  switch (rule.kind) {
    case 'julian1':
      // Jn never counts Feb 29, so from March on a leap year is one day later.
      return jan1 + rule.day - 1 + (isLeapYear(year) && rule.day >= 60 ? 1 : 0);
    case 'julian0':
      return jan1 + rule.day;
    case 'month': {
      const first = daysFromCivil(year, rule.month, 1);
      let day = first + ((rule.weekday - weekdayFromDays(first) + 7) % 7) + (rule.week - 1) * 7;
      const last = first + daysInMonth(year, rule.month) - 1;
      while (day > last) day -= 7;
      return day;
    }
  }
}

/** The rule's offset changes within `year`, in time order; an end sorts before a start at a tie. */
function yearEvents(tz: PosixTz, dst: DstRule, year: number): RuleEvent[] {
  const start: RuleEvent = {
    at: ruleDay(dst.start, year) * SECONDS_PER_DAY + dst.startTime - tz.stdOffset,
    offset: dst.dstOffset,
  };
  const end: RuleEvent = {
    at: ruleDay(dst.end, year) * SECONDS_PER_DAY + dst.endTime - dst.dstOffset,
    offset: tz.stdOffset,
  };
  // At a tie (DST all year: RFC 8536 §3.3.1) the start must win, so it goes last.
  return start.at < end.at ? [start, end] : [end, start];
}

function eventsForYears(tz: PosixTz, dst: DstRule, fromYear: number, toYear: number): RuleEvent[] {
  const events: RuleEvent[] = [];
  for (let y = fromYear; y <= toYear; y++) events.push(...yearEvents(tz, dst, y));
  // Rule times may reach ±167 h, so years can interleave; the sort is stable, keeping tie order.
  return events.sort((a, b) => a.at - b.at);
}

/** UTC offset (seconds east) that a POSIX TZ rule gives at Unix epoch seconds `t`. */
export function posixOffsetAt(tz: PosixTz, t: number): number {
  const dst = tz.dst;
  if (dst === null) return tz.stdOffset;
  const year = utcInstantFromEpoch(t).year;
  // A neighbouring year's change can govern early January or late December.
  const events = eventsForYears(tz, dst, year - 1, year + 1);
  let offset = tz.stdOffset;
  for (const e of events) {
    if (e.at <= t) offset = e.offset;
    else break;
  }
  return offset;
}

/** Epoch seconds of every rule change in (from, to], in order (no-op changes included). */
export function posixChangeInstants(tz: PosixTz, from: number, to: number): number[] {
  const dst = tz.dst;
  if (dst === null || to <= from) return [];
  const fromYear = utcInstantFromEpoch(from).year - 1;
  const toYear = utcInstantFromEpoch(to).year + 1;
  return eventsForYears(tz, dst, fromYear, toYear)
    .map((e) => e.at)
    .filter((at) => at > from && at <= to);
}
