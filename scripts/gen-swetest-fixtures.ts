/**
 * Generate test/oracle/fixtures/swetest-charts.json: the independent oracle for the ephemeris
 * adapter (test/oracle/ephemeris.test.ts).
 *
 * The authority is Debian's /usr/bin/swetest (a separate build of the Swiss Ephemeris C library),
 * not our `sweph` binding. This script does not import sweph.
 *
 * Cases: N seeded-random moments (mulberry32, fixed seed), UT dates uniform over 1800-01-01 …
 * 2399-12-31 with a random hh:mm:ss, latitude uniform in [−66, 66], longitude uniform in
 * [−180, 180]; plus a few polar cases (|latitude| in (67, 85]) where swetest reports that
 * Placidus failed. Each case is run in both modes: with the SE files (`-edir…`, "swiss") and with
 * the built-in Moshier theory (`-emos`). KP ayanamsa (`-sid5`), mean node, Placidus.
 *
 * Usage: node --import ./scripts/ts-sources.mjs scripts/gen-swetest-fixtures.ts   (or npm run fixtures:swetest)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from './mulberry32.js';

const SWETEST = '/usr/bin/swetest';
const EPHE_DIR = '/usr/share/libswe/ephe';
const SEED = 0x5eed_4b50;
const N_CASES = 200;
const N_POLAR = 5;
const N_SUN = 12;
const OUT = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'test',
  'oracle',
  'fixtures',
  'swetest-charts.json',
);

/** Swetest body names (as printed with format letter P) → our graha names. */
const BODY_NAMES: Record<string, string> = {
  Sun: 'Sun',
  Moon: 'Moon',
  Mars: 'Mars',
  Mercury: 'Mercury',
  Jupiter: 'Jupiter',
  Venus: 'Venus',
  Saturn: 'Saturn',
  'mean Node': 'Rahu',
};

type Mode = 'swiss' | 'moshier';

/** [longitude °, latitude °, longitude speed °/day], sidereal (KP, SE mode 5). */
type BodyTriple = [number, number, number];

interface ModeResult {
  grahas: Record<string, BodyTriple>;
  /** swetest's "Ayanamsha" line (body `b`): SE's true ayanamsa, nutation included. */
  ayanamsa: number;
  /** Sidereal Placidus cusps 1..12, degrees; absent for polar cases. */
  cusps?: number[];
  ascendant?: number;
  mc?: number;
  /** Tropical RA of the MC, degrees. */
  armc?: number;
  /** swetest's message for the polar fallback. */
  polarMessage?: string;
}

interface FixtureCase {
  id: number;
  /** UT civil date-time (proleptic Gregorian) the case was drawn as. */
  ut: string;
  /** The exact Julian day (UT1) passed to swetest with -bj… -ut. */
  jdUt: number;
  latitude: number;
  longitude: number;
  polar?: true;
  expected: Record<Mode, ModeResult>;
}

/** Julian day number at 0h UT of a proleptic Gregorian date (Fliegel & Van Flandern). */
function julianDay0h(y: number, m: number, d: number): number {
  const a = Math.floor((14 - m) / 12);
  const yy = y + 4800 - a;
  const mm = m + 12 * a - 3;
  const jdn =
    d +
    Math.floor((153 * mm + 2) / 5) +
    365 * yy +
    Math.floor(yy / 4) -
    Math.floor(yy / 100) +
    Math.floor(yy / 400) -
    32045;
  return jdn - 0.5;
}

/** Inverse of julianDay0h for a JD at 0h (Richards' algorithm). */
function gregorianFromJd0h(jd0h: number): [number, number, number] {
  const j = Math.round(jd0h + 0.5);
  const f = j + 1401 + Math.floor((Math.floor((4 * j + 274277) / 146097) * 3) / 4) - 38;
  const e = 4 * f + 3;
  const g = Math.floor((e % 1461) / 4);
  const h = 5 * g + 2;
  const day = Math.floor((h % 153) / 5) + 1;
  const month = ((Math.floor(h / 153) + 2) % 12) + 1;
  const year = Math.floor(e / 1461) - 4716 + Math.floor((12 + 2 - month) / 12);
  return [year, month, day];
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

function swetestArgs(jdUt: number, lat: number, lon: number, mode: Mode): string[] {
  return [
    `-bj${String(jdUt)}`,
    '-ut',
    '-p0123456mb', // Sun…Saturn, mean node, ayanamsa
    '-fPlbs', // name, longitude (decimal °), latitude (decimal °), speed (decimal °/day)
    '-ep', // extra precision: 11 decimals
    '-g,',
    '-head',
    '-sid5',
    `-house${lon},${lat},P`,
    mode === 'swiss' ? `-edir${EPHE_DIR}` : '-emos',
  ];
}

function runSwetest(args: string[]): string {
  return execFileSync(SWETEST, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function parseOutput(out: string): ModeResult {
  const grahas: Record<string, BodyTriple> = {};
  const houses: number[] = [];
  let ayanamsa = Number.NaN;
  let ascendant: number | undefined;
  let mc: number | undefined;
  let armc: number | undefined;
  let polarMessage: string | undefined;
  for (const raw of out.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('error:') || line.startsWith('warning:')) {
      if (/Placidus failed/.test(line)) polarMessage = line;
      else throw new Error(`swetest said: ${line}`);
      continue;
    }
    const [nameRaw = '', ...rest] = line.split(',');
    const name = nameRaw.trim();
    const nums = rest.map((s) => Number(s.trim()));
    if (nums.some((v) => !Number.isFinite(v))) throw new Error(`unparsable swetest line: ${line}`);
    const graha = BODY_NAMES[name];
    const house = /^house\s+(\d+)$/.exec(name);
    if (graha !== undefined) {
      const [lon, lat, speed] = nums;
      if (lon === undefined || lat === undefined || speed === undefined) {
        throw new Error(`short swetest line: ${line}`);
      }
      grahas[graha] = [lon, lat, speed];
    } else if (name === 'Ayanamsha') {
      ayanamsa = nums[0] ?? Number.NaN;
    } else if (house !== null) {
      houses[Number(house[1]) - 1] = nums[0] ?? Number.NaN;
    } else if (name === 'Ascendant') {
      ascendant = nums[0];
    } else if (name === 'MC') {
      mc = nums[0];
    } else if (name === 'ARMC') {
      armc = nums[0];
    }
    // Vertex, equatorial ascendant, co-ascendants, polar ascendant: not needed.
  }
  if (Object.keys(grahas).length !== 8 || !Number.isFinite(ayanamsa)) {
    throw new Error(`incomplete swetest output:\n${out}`);
  }
  if (polarMessage !== undefined) return { grahas, ayanamsa, polarMessage };
  if (houses.length !== 12 || ascendant === undefined || mc === undefined || armc === undefined) {
    throw new Error(`missing houses in swetest output:\n${out}`);
  }
  return { grahas, ayanamsa, cusps: houses, ascendant, mc, armc };
}

interface SunEventCase {
  id: number;
  /** Search start: local mean midnight (0h UT − longitude/360), so rise precedes set. */
  jdUt: number;
  latitude: number;
  longitude: number;
  /** swetest -rise -hindu; UT Julian days parsed from its 0.1 s output, null = no event. */
  expected: Record<Mode, { rise: number | null; set: number | null; line: string }>;
}

function sunArgs(jdUt: number, lat: number, lon: number, mode: Mode): string[] {
  return [
    `-bj${String(jdUt)}`,
    '-ut',
    '-p0',
    '-rise',
    '-hindu', // SE_BIT_HINDU_RISING: disc centre, no refraction, geocentric without ecl. latitude
    `-geopos${lon},${lat},0`,
    '-head',
    mode === 'swiss' ? `-edir${EPHE_DIR}` : '-emos',
  ];
}

/** Parse "rise  d.mm.yyyy  hh:mm:ss.s    set  d.mm.yyyy  hh:mm:ss.s" ("-" when absent). */
function parseRiseSet(out: string): { rise: number | null; set: number | null; line: string } {
  const line = out
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.startsWith('rise'));
  if (line === undefined) throw new Error(`no rise/set line in swetest output:\n${out}`);
  const when = (label: string): number | null => {
    const m = new RegExp(`${label}\\s+(\\d+)\\.(\\d+)\\.(\\d+)\\s+(\\d+):(\\d+):([\\d.]+)`).exec(
      line,
    );
    if (m === null) {
      if (new RegExp(`${label}\\s+-`).test(line)) return null;
      throw new Error(`unparsable rise/set line: ${line}`);
    }
    const [, d, mo, y, h, mi, sec] = m.map(Number);
    if ([d, mo, y, h, mi, sec].some((v) => v === undefined || !Number.isFinite(v))) {
      throw new Error(`unparsable rise/set line: ${line}`);
    }
    return (
      julianDay0h(Number(y), Number(mo), Number(d)) +
      (Number(h) * 3600 + Number(mi) * 60 + Number(sec)) / 86400
    );
  };
  return { rise: when('rise'), set: when('set'), line: line.replace(/\s+/g, ' ') };
}

function swetestVersion(): { banner: string | null; debianPackage: string | null } {
  let banner: string | null = null;
  try {
    const help = execFileSync(SWETEST, ['-h'], { encoding: 'utf8' });
    banner = /Version:\s*(\S+)/.exec(help)?.[1] ?? null;
  } catch {
    banner = null;
  }
  let debianPackage: string | null = null;
  try {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's format syntax, not JS.
    debianPackage = execFileSync('dpkg-query', ['-W', '-f', '${Version}', 'swetest'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    debianPackage = null;
  }
  return { banner, debianPackage };
}

function round6(x: number): number {
  return Number(x.toFixed(6));
}

function main(): void {
  if (!existsSync(SWETEST)) throw new Error(`${SWETEST} not found (apt-get install swetest)`);
  if (!existsSync(join(EPHE_DIR, 'sepl_18.se1')) || !existsSync(join(EPHE_DIR, 'semo_18.se1'))) {
    // swetest silently falls back to Moshier when files are missing: refuse instead.
    throw new Error(`${EPHE_DIR} lacks sepl_18.se1/semo_18.se1 (apt-get install swe-basic-data)`);
  }
  console.log(`seed 0x${SEED.toString(16)} (${SEED}), ${N_CASES} cases + ${N_POLAR} polar`);
  const rand = mulberry32(SEED);
  const firstDay = julianDay0h(1800, 1, 1);
  const nDays = julianDay0h(2400, 1, 1) - firstDay;

  const drawMoment = (): { ut: string; jdUt: number } => {
    const jd0 = firstDay + Math.floor(rand() * nDays);
    const hh = Math.floor(rand() * 24);
    const mi = Math.floor(rand() * 60);
    const ss = Math.floor(rand() * 60);
    const [y, m, d] = gregorianFromJd0h(jd0);
    if (julianDay0h(y, m, d) !== jd0) throw new Error('calendar round trip failed');
    const ut = `${y}-${pad(m)}-${pad(d)}T${pad(hh)}:${pad(mi)}:${pad(ss)}Z`;
    return { ut, jdUt: jd0 + (hh * 3600 + mi * 60 + ss) / 86400 };
  };

  const cases: FixtureCase[] = [];
  let sameInBothModes = 0;
  for (let i = 0; i < N_CASES + N_POLAR; i++) {
    const polar = i >= N_CASES;
    const { ut, jdUt } = drawMoment();
    const latitude = polar
      ? round6((rand() < 0.5 ? -1 : 1) * (67 + 1e-6 + rand() * 18))
      : round6(-66 + rand() * 132);
    const longitude = round6(-180 + rand() * 360);
    const expected = {
      swiss: parseOutput(runSwetest(swetestArgs(jdUt, latitude, longitude, 'swiss'))),
      moshier: parseOutput(runSwetest(swetestArgs(jdUt, latitude, longitude, 'moshier'))),
    };
    for (const mode of ['swiss', 'moshier'] as const) {
      if (polar !== (expected[mode].polarMessage !== undefined)) {
        throw new Error(`case ${i}: swetest polar status unexpected at latitude ${latitude}`);
      }
    }
    // A silent fallback to Moshier would make the two modes identical.
    if (expected.swiss.grahas.Moon?.[0] === expected.moshier.grahas.Moon?.[0]) sameInBothModes++;
    cases.push({
      id: i,
      ut,
      jdUt,
      latitude,
      longitude,
      ...(polar ? { polar: true } : {}),
      expected,
    });
  }
  if (sameInBothModes > 0) {
    throw new Error(`${sameInBothModes} cases identical in both modes: did swetest use the files?`);
  }

  const sunEvents: SunEventCase[] = [];
  for (let i = 0; i <= N_SUN; i++) {
    // The last case is a polar night (78° N in late December): no rise, no set.
    const last = i === N_SUN;
    const day = last ? julianDay0h(2024, 12, 25) : firstDay + Math.floor(rand() * nDays);
    const latitude = last ? 78 : round6(-60 + rand() * 120);
    const longitude = last ? 20 : round6(-180 + rand() * 360);
    const jdUt = day - longitude / 360;
    sunEvents.push({
      id: i,
      jdUt,
      latitude,
      longitude,
      expected: {
        swiss: parseRiseSet(runSwetest(sunArgs(jdUt, latitude, longitude, 'swiss'))),
        moshier: parseRiseSet(runSwetest(sunArgs(jdUt, latitude, longitude, 'moshier'))),
      },
    });
  }

  const example = (mode: Mode): string =>
    [SWETEST, ...swetestArgs(2451545, 28.6139, 77.209, mode)].join(' ');
  const fixture = {
    description:
      'Oracle for src/ephemeris/sweph.ts: Debian swetest, KP ayanamsa (SE mode 5, true ayanamsa), mean node, Placidus. Longitudes sidereal, degrees; speeds degrees/day; grahas as [longitude, latitude, speed].',
    generator: 'scripts/gen-swetest-fixtures.ts',
    commands: {
      swiss: example('swiss')
        .replace('-bj2451545', '-bj<jdUt>')
        .replace(/-house\S+/, '-house<lon>,<lat>,P'),
      moshier: example('moshier')
        .replace('-bj2451545', '-bj<jdUt>')
        .replace(/-house\S+/, '-house<lon>,<lat>,P'),
    },
    swetest: swetestVersion(),
    epheDir: EPHE_DIR,
    seed: SEED,
    prng: 'mulberry32',
    counts: { random: N_CASES, polar: N_POLAR, sunEvents: N_SUN + 1 },
    sunEventCommand: [SWETEST, ...sunArgs(0, 0, 0, 'swiss')]
      .join(' ')
      .replace('-bj0', '-bj<jdUt>')
      .replace(/-geopos\S+/, '-geopos<lon>,<lat>,0'),
    sunEvents,
    cases,
  };
  // One case per line keeps the file small and diffs readable.
  const entries = Object.entries(fixture).map(([k, v]) =>
    Array.isArray(v)
      ? `  ${JSON.stringify(k)}: [\n${v.map((x) => `    ${JSON.stringify(x)}`).join(',\n')}\n  ]`
      : `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`,
  );
  const body = `{\n${entries.join(',\n')}\n}\n`;
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, body);
  console.log(`wrote ${OUT} (${(body.length / 1024).toFixed(0)} KiB)`);
}

main();
