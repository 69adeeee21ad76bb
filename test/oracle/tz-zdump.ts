/**
 * The tz oracle, read at test time: the tz database installed on this machine (or the one TZDIR
 * points at) as printed by glibc's `zdump -v`, an implementation independent of src/geo. Nothing
 * here is frozen from one tzdata release; the expected zone of each place is written here by hand
 * (the city's IANA zone), not taken from geo-tz.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CaseSpec {
  place: string;
  latitude: number;
  longitude: number;
  /** The IANA zone this place belongs to, by hand. */
  zone: string;
  date: string;
  time: string;
  /** Why the case is here. */
  note: string;
}

const OSLO = { place: 'Oslo', latitude: 59.9139, longitude: 10.7522, zone: 'Europe/Oslo' };
const AMSTERDAM = {
  place: 'Amsterdam',
  latitude: 52.3676,
  longitude: 4.9041,
  zone: 'Europe/Amsterdam',
};
const KOLKATA = { place: 'Kolkata', latitude: 22.5726, longitude: 88.3639, zone: 'Asia/Kolkata' };
const CHENNAI = { place: 'Chennai', latitude: 13.0827, longitude: 80.2707, zone: 'Asia/Kolkata' };
const MUMBAI = { place: 'Mumbai', latitude: 19.076, longitude: 72.8777, zone: 'Asia/Kolkata' };
const KATHMANDU = {
  place: 'Kathmandu',
  latitude: 27.7172,
  longitude: 85.324,
  zone: 'Asia/Kathmandu',
};
const COLOMBO = { place: 'Colombo', latitude: 6.9271, longitude: 79.8612, zone: 'Asia/Colombo' };
const APIA = { place: 'Apia', latitude: -13.8333, longitude: -171.7667, zone: 'Pacific/Apia' };
const CARACAS = {
  place: 'Caracas',
  latitude: 10.4806,
  longitude: -66.9036,
  zone: 'America/Caracas',
};
const NEW_YORK = {
  place: 'New York',
  latitude: 40.7128,
  longitude: -74.006,
  zone: 'America/New_York',
};
const SYDNEY = {
  place: 'Sydney',
  latitude: -33.8688,
  longitude: 151.2093,
  zone: 'Australia/Sydney',
};
const LONDON = { place: 'London', latitude: 51.5074, longitude: -0.1278, zone: 'Europe/London' };
const SANTIAGO = {
  place: 'Santiago',
  latitude: -33.4489,
  longitude: -70.6693,
  zone: 'America/Santiago',
};
const DUBLIN = { place: 'Dublin', latitude: 53.3498, longitude: -6.2603, zone: 'Europe/Dublin' };
const LORD_HOWE = {
  place: 'Lord Howe Island',
  latitude: -31.5553,
  longitude: 159.0821,
  zone: 'Australia/Lord_Howe',
};
const REYKJAVIK = {
  place: 'Reykjavik',
  latitude: 64.1466,
  longitude: -21.9426,
  zone: 'Atlantic/Reykjavik',
};
const KUALA_LUMPUR = {
  place: 'Kuala Lumpur',
  latitude: 3.139,
  longitude: 101.6869,
  zone: 'Asia/Kuala_Lumpur',
};
const STOCKHOLM = {
  place: 'Stockholm',
  latitude: 59.3293,
  longitude: 18.0686,
  zone: 'Europe/Stockholm',
};
const TEHRAN = { place: 'Tehran', latitude: 35.6892, longitude: 51.389, zone: 'Asia/Tehran' };
const KIRITIMATI = {
  place: 'Kiritimati',
  latitude: 1.8721,
  longitude: -157.4278,
  zone: 'Pacific/Kiritimati',
};
const MOSCOW = { place: 'Moscow', latitude: 55.7558, longitude: 37.6173, zone: 'Europe/Moscow' };
const MID_ATLANTIC = {
  place: 'Mid-Atlantic Ocean',
  latitude: 0,
  longitude: -30,
  zone: 'Etc/GMT+2',
};

export const CASES: CaseSpec[] = [
  { ...OSLO, date: '1960-07-15', time: '12:00', note: 'backzone: Oslo summer 1960 is +2' },
  { ...OSLO, date: '1960-01-15', time: '12:00', note: 'Oslo winter 1960 is +1' },
  { ...AMSTERDAM, date: '1935-01-15', time: '12:00', note: 'Amsterdam Mean Time +0:19:32' },
  { ...AMSTERDAM, date: '1935-07-15', time: '12:00', note: 'Netherlands Summer Time +1:19:32' },
  { ...AMSTERDAM, date: '1900-06-01', time: '12:00', note: 'before 1901: needs 64-bit data' },
  { ...AMSTERDAM, date: '1937-07-01', time: '00:00:10', note: '28-second gap to +1:20' },
  { ...AMSTERDAM, date: '1939-01-15', time: '12:00', note: '+0:20 after 1937' },
  { ...KOLKATA, date: '1900-06-01', time: '12:00', note: 'Madras time +5:21:10' },
  { ...KOLKATA, date: '1943-06-01', time: '12:00', note: 'war time +6:30' },
  { ...KOLKATA, date: '1941-10-01', time: '00:30', note: 'gap into war time' },
  { ...KOLKATA, date: '1850-01-01', time: '12:00', note: 'local mean time +5:53:28' },
  { ...CHENNAI, date: '1943-06-01', time: '12:00', note: 'war time +6:30' },
  { ...CHENNAI, date: '1900-01-01', time: '06:00', note: 'Madras time' },
  { ...MUMBAI, date: '1984-06-21', time: '14:05', note: 'IST' },
  { ...KATHMANDU, date: '1980-06-01', time: '12:00', note: '+5:30 before 1986' },
  { ...KATHMANDU, date: '1990-06-01', time: '12:00', note: '+5:45 from 1986' },
  { ...KATHMANDU, date: '1986-01-01', time: '00:05', note: '15-minute gap' },
  { ...COLOMBO, date: '2000-06-01', time: '12:00', note: 'Sri Lanka on +6 1996-2006' },
  { ...COLOMBO, date: '1996-10-26', time: '00:15', note: '+6:30 → +6 overlap' },
  { ...COLOMBO, date: '2010-06-01', time: '12:00', note: 'back on +5:30' },
  { ...APIA, date: '2012-01-15', time: '12:00', note: 'after the date-line jump, DST +14' },
  { ...APIA, date: '2011-12-30', time: '12:00', note: 'the skipped day' },
  { ...APIA, date: '2010-06-01', time: '12:00', note: 'before the jump, -11' },
  { ...CARACAS, date: '2010-06-01', time: '12:00', note: '-4:30 2007-2016' },
  { ...CARACAS, date: '2020-06-01', time: '12:00', note: '-4 again' },
  { ...NEW_YORK, date: '2024-03-10', time: '02:30', note: 'DST gap' },
  { ...NEW_YORK, date: '2024-11-03', time: '01:30', note: 'DST overlap' },
  { ...NEW_YORK, date: '2300-07-01', time: '12:00', note: 'POSIX footer rule, summer' },
  { ...NEW_YORK, date: '2300-01-15', time: '12:00', note: 'POSIX footer rule, winter' },
  { ...NEW_YORK, date: '1883-11-18', time: '12:01', note: 'LMT → EST overlap of 3m58s' },
  { ...SYDNEY, date: '2024-01-15', time: '12:00', note: 'southern summer' },
  { ...SYDNEY, date: '2024-04-07', time: '02:30', note: 'southern overlap' },
  { ...SYDNEY, date: '2024-10-06', time: '02:30', note: 'southern gap' },
  { ...SYDNEY, date: '2350-01-15', time: '12:00', note: 'footer rule across a year boundary' },
  { ...LONDON, date: '1944-06-15', time: '12:00', note: 'double summer time +2' },
  { ...LONDON, date: '1941-01-15', time: '12:00', note: 'BST kept through winter' },
  { ...LONDON, date: '1968-12-01', time: '12:00', note: 'British Standard Time +1' },
  { ...LONDON, date: '2024-07-01', time: '12:00', note: 'BST' },
  { ...SANTIAGO, date: '2024-04-06', time: '23:30', note: 'southern overlap at midnight' },
  { ...SANTIAGO, date: '2024-09-08', time: '00:30', note: 'gap at 24:00' },
  { ...DUBLIN, date: '2024-01-15', time: '12:00', note: 'negative DST: winter is "DST"' },
  { ...DUBLIN, date: '2300-07-15', time: '12:00', note: 'negative-DST footer' },
  { ...LORD_HOWE, date: '2024-04-07', time: '01:45', note: 'half-hour overlap' },
  { ...LORD_HOWE, date: '2024-10-06', time: '02:15', note: 'half-hour gap' },
  { ...REYKJAVIK, date: '1960-06-01', time: '12:00', note: 'not Africa/Abidjan before 1970' },
  { ...KUALA_LUMPUR, date: '1960-06-01', time: '12:00', note: '+7:30, not Singapore data' },
  { ...STOCKHOLM, date: '1890-06-01', time: '12:00', note: 'Swedish time +1:00:14' },
  { ...TEHRAN, date: '2000-06-01', time: '12:00', note: 'Iran DST +4:30' },
  { ...TEHRAN, date: '2024-06-01', time: '12:00', note: 'no DST since 2022' },
  { ...KIRITIMATI, date: '1994-12-31', time: '12:00', note: 'the day that never was' },
  { ...MOSCOW, date: '2012-06-01', time: '12:00', note: 'permanent +4 2011-2014' },
  { ...MID_ATLANTIC, date: '2000-06-01', time: '12:00', note: 'nautical zone at sea' },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** zdump -v line: "<zone>  Sun Mar 10 06:59:59 2024 UT = … gmtoff=-18000". */
const ZDUMP_LINE =
  /^\S+\s+\w{3}\s+(\w{3})\s+(\d{1,2})\s+(\d\d):(\d\d):(\d\d)\s+(-?\d+)\s+UT\s+=.*\bgmtoff=(-?\d+)$/;

/** [UT epoch seconds, UTC offset seconds] as printed by zdump. */
export type Sample = [number, number];

export function zdumpSamples(zone: string, tzdir?: string): Sample[] {
  const out = execFileSync('zdump', ['-v', '-c', '1800,2400', zone], {
    encoding: 'utf8',
    env: zdumpEnv(tzdir),
  });
  const samples: Sample[] = [];
  for (const line of out.split('\n')) {
    const m = ZDUMP_LINE.exec(line.trim());
    if (m === null) continue;
    const [, mon, day, hh, mm, ss, year, gmtoff] = m;
    const month = MONTHS.indexOf(mon ?? '');
    if (month < 0) throw new Error(`Unparsed month in: ${line}`);
    // Date.UTC is pure arithmetic on UT fields: no host time zone involved.
    const ms = Date.UTC(Number(year), month, Number(day), Number(hh), Number(mm), Number(ss));
    samples.push([ms / 1000, Number(gmtoff)]);
  }
  return samples;
}

export interface Period {
  start: number;
  end: number;
  offset: number;
}

/** Constant-offset periods from zdump's before/after pairs (abbreviation-only changes dropped). */
export function periodsFrom(samples: Sample[]): Period[] {
  const first = samples[0];
  if (first === undefined) throw new Error('zdump printed no samples');
  const periods: Period[] = [{ start: -Infinity, end: Infinity, offset: first[1] }];
  for (const [at, offset] of samples) {
    const current = periods[periods.length - 1];
    if (current === undefined || offset === current.offset) continue;
    current.end = at;
    periods.push({ start: at, end: Infinity, offset });
  }
  return periods;
}

export function wallSeconds(date: string, time: string): number {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi, s] = time.split(':').map(Number);
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0) / 1000;
}

/**
 * The decisions.md policy, by brute force over every period: overlap → earliest instant,
 * gap → the offset in force before the change that skipped this wall time.
 */
export function expectedReading(periods: Period[], wall: number) {
  const readings = periods.filter((p) => wall - p.offset >= p.start && wall - p.offset < p.end);
  const firstReading = readings[0];
  if (firstReading !== undefined) {
    return {
      offsetSeconds: firstReading.offset,
      status: readings.length > 1 ? 'ambiguous' : 'ok',
      epochSeconds: wall - firstReading.offset,
    };
  }
  for (let i = periods.length - 1; i > 0; i--) {
    const before = periods[i - 1];
    const after = periods[i];
    if (before === undefined || after === undefined) continue;
    if (wall >= after.start + before.offset && wall < after.start + after.offset) {
      return {
        offsetSeconds: before.offset,
        status: 'nonexistent',
        epochSeconds: wall - before.offset,
      };
    }
  }
  throw new Error(`No reading and no gap for wall time ${wall}`);
}

/**
 * The offset of a zone with no transitions, from `zdump -i`, whose first data line is
 * "-<TAB>-<TAB>-02" (offset as ±HH[MM[SS]]).
 */
export function zdumpFixedOffset(zone: string, tzdir?: string): number {
  const out = execFileSync('zdump', ['-i', '-c', '1800,2400', zone], {
    encoding: 'utf8',
    env: zdumpEnv(tzdir),
  });
  const m = /^-\t-\t([+-])(\d\d)(\d\d)?(\d\d)?/m.exec(out);
  if (m === null) throw new Error(`zdump -i printed no offset for ${zone}`);
  const seconds = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -seconds : seconds;
}

/** zdump reads TZDIR like src/geo does; pass the directory under test explicitly. */
function zdumpEnv(tzdir: string | undefined): NodeJS.ProcessEnv {
  const env = { ...process.env };
  if (tzdir !== undefined) env.TZDIR = tzdir;
  return env;
}

export interface Expected {
  offsetSeconds: number;
  status: 'ok' | 'ambiguous' | 'nonexistent';
  epochSeconds: number;
}

/** The expected reading of a wall time in a zone, from zdump's transitions (or fixed offset). */
export function zdumpReading(zone: string, date: string, time: string, tzdir?: string): Expected {
  const samples = zdumpSamples(zone, tzdir);
  // A zone without transitions (Etc/GMT+2) prints no dated lines under -v.
  const periods =
    samples.length > 0
      ? periodsFrom(samples)
      : [{ start: -Infinity, end: Infinity, offset: zdumpFixedOffset(zone, tzdir) }];
  return expectedReading(periods, wallSeconds(date, time)) as Expected;
}

/** The tz release in a zoneinfo directory (`# version` line of tzdata.zi). */
export function tzdataVersion(zoneinfo: string): string {
  try {
    return (
      /^# version (\S+)/.exec(readFileSync(join(zoneinfo, 'tzdata.zi'), 'utf8'))?.[1] ?? 'unknown'
    );
  } catch {
    return 'unknown';
  }
}

/** `zdump --version`, for the test names. */
export function zdumpVersion(): string {
  return execFileSync('zdump', ['--version'], { encoding: 'utf8' }).trim();
}
