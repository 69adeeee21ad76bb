/**
 * Muhurta windows on a calendar strip as SVG: one row per calendar month of the scanned range, one
 * cell per day, a day covered by a window filled with the colour of its score (the highest when windows
 * share a day), the rank written in the day of each window's best moment. Pure and deterministic:
 * dates are read from the windows' local ISO date-times (the birth place's calendar, as the muhurta
 * answer gives them), coordinates rounded by the element builder, nothing but the input decides a byte.
 */
import { isoDate, jdFromCivil } from '../time/julian.js';
import { el, type Markup, text } from './element.js';

/** One window as POST /api/v1/muhurta returns it (local ISO 8601 date-times with offset). */
export interface StripWindow {
  rank: number;
  start: string;
  end: string;
  best: string;
  score: number;
}

export interface StripInput {
  /** First day of the scan, YYYY-MM-DD (the reader's today). */
  from: string;
  /** Last day of the scan, YYYY-MM-DD. */
  to: string;
  windows: readonly StripWindow[];
  /** Heading drawn above the strip. */
  title: string;
}

/**
 * The colour ramp's span. The ranked windows already meet every hard requirement, so their scores
 * cluster near the top (90-100 in practice); a ramp over 0-100 would paint them all alike. Scores at or
 * below RAMP_LOW share the palest colour.
 */
export const RAMP_LOW = 70;
export const RAMP_HIGH = 100;

/** Colour stops of the ramp (pale amber → light green → deep green), sRGB. */
const STOPS: ReadonlyArray<readonly [number, number, number]> = [
  [253, 233, 182],
  [156, 207, 143],
  [27, 110, 60],
];

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const INK = '#1a1a1a';
const MUTED = '#6b6b6b';
const EMPTY = '#eceef2';
const OUTSIDE = '#fafafa';

const MARGIN = 10;
const LABEL_W = 76;
const CELL = 24;
const GAP = 2;
const TITLE_H = 34;
const HEADER_H = 18;
const LEGEND_H = 46;
export const STRIP_WIDTH = MARGIN * 2 + LABEL_W + 31 * (CELL + GAP);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** The fill for a score: linear in sRGB between the stops over RAMP_LOW..RAMP_HIGH, clamped. */
export function scoreColour(score: number): string {
  const t = Math.min(1, Math.max(0, (score - RAMP_LOW) / (RAMP_HIGH - RAMP_LOW)));
  const span = t * (STOPS.length - 1);
  const i = Math.min(STOPS.length - 2, Math.floor(span));
  const f = span - i;
  const a = STOPS[i] as readonly [number, number, number];
  const b = STOPS[i + 1] as readonly [number, number, number];
  return `#${a.map((x, k) => hex2(x + ((b[k] as number) - x) * f)).join('')}`;
}

/** Dark fills get white text. */
function textOn(fill: string): string {
  const r = Number.parseInt(fill.slice(1, 3), 16);
  const g = Number.parseInt(fill.slice(3, 5), 16);
  const b = Number.parseInt(fill.slice(5, 7), 16);
  return 0.299 * r + 0.587 * g + 0.114 * b < 140 ? '#ffffff' : INK;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Whole-day number of a YYYY-MM-DD date (Julian day at noon). */
function dayOf(iso: string): number {
  const m = DATE.exec(iso);
  if (!m) throw new Error(`not a date: ${iso}`);
  return jdFromCivil({
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: 12,
    minute: 0,
    second: 0,
  });
}

const hm = (iso: string) => iso.slice(11, 16);

/** What a day cell shows: the best score of the windows touching it and their tooltips. */
interface DayInfo {
  score: number;
  lines: string[];
  ranks: number[];
}

/** The calendar strip for a muhurta answer. */
export function renderMuhurtaStrip(input: StripInput): string {
  const first = dayOf(input.from);
  const last = dayOf(input.to);
  const days = new Map<number, DayInfo>();
  const info = (d: number): DayInfo => {
    let x = days.get(d);
    if (!x) {
      x = { score: -1, lines: [], ranks: [] };
      days.set(d, x);
    }
    return x;
  };
  const sorted = [...input.windows].sort((a, b) => a.rank - b.rank);
  for (const w of sorted) {
    const s = dayOf(w.start);
    const e = dayOf(w.end);
    const line = `#${w.rank} score ${w.score}: ${w.start.slice(0, 10)} ${hm(w.start)} to ${w.end.slice(0, 10)} ${hm(w.end)}, best ${w.best.slice(0, 10)} ${hm(w.best)}`;
    for (let d = s; d <= e; d++) {
      const x = info(d);
      x.score = Math.max(x.score, w.score);
      x.lines.push(line);
    }
    info(dayOf(w.best)).ranks.push(w.rank);
  }

  // Months from the one holding `from` to the one holding `to`.
  const start = DATE.exec(input.from);
  const end = DATE.exec(input.to);
  if (!start || !end) throw new Error('from and to must be dates');
  const months: { year: number; month: number }[] = [];
  for (let y = Number(start[1]), m = Number(start[2]); ; ) {
    months.push({ year: y, month: m });
    if (y === Number(end[1]) && m === Number(end[2])) break;
    if (y > Number(end[1])) throw new Error('from must not be after to');
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }

  const gridTop = TITLE_H + HEADER_H;
  const height = gridTop + months.length * (CELL + GAP) + LEGEND_H;
  const x0 = MARGIN + LABEL_W;
  const parts: Markup[] = [];

  parts.push(
    el(
      'text',
      { x: MARGIN, y: 22, 'font-size': 15, 'font-weight': 700, fill: INK },
      text(input.title),
    ),
  );
  for (let d = 1; d <= 31; d++) {
    parts.push(
      el(
        'text',
        {
          x: x0 + (d - 1) * (CELL + GAP) + CELL / 2,
          y: gridTop - 5,
          'font-size': 9,
          'text-anchor': 'middle',
          fill: MUTED,
        },
        text(String(d)),
      ),
    );
  }

  months.forEach(({ year, month }, row) => {
    const y = gridTop + row * (CELL + GAP);
    const firstDay = dayOf(`${year}-${String(month).padStart(2, '0')}-01`);
    const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
    const length = dayOf(`${next.y}-${String(next.m).padStart(2, '0')}-01`) - firstDay;
    parts.push(
      el(
        'text',
        { x: MARGIN, y: y + CELL / 2 + 4, 'font-size': 12, fill: INK },
        text(`${MONTHS[month - 1]} ${year}`),
      ),
    );
    for (let i = 0; i < length; i++) {
      const d = firstDay + i;
      const date = isoDate(d);
      const x = x0 + i * (CELL + GAP);
      const inScan = d >= first && d <= last;
      const day = days.get(d);
      const covered = inScan && day !== undefined && day.score >= 0;
      const fill = !inScan ? OUTSIDE : covered ? scoreColour(day.score) : EMPTY;
      const tip = covered
        ? `${date}\n${day.lines.join('\n')}`
        : `${date}${inScan ? '' : ' (outside the scan)'}`;
      parts.push(
        el(
          'rect',
          {
            x,
            y,
            width: CELL,
            height: CELL,
            rx: 3,
            fill,
            'data-date': date,
            'data-score': covered ? day.score : undefined,
          },
          el('title', {}, text(tip)),
        ),
      );
      const ranks = inScan ? (day?.ranks ?? []) : [];
      if (ranks.length > 0) {
        const label = ranks.join(',');
        parts.push(
          el(
            'text',
            {
              x: x + CELL / 2,
              y: y + CELL / 2 + 4,
              'font-size': label.length > 2 ? 8 : 11,
              'font-weight': 700,
              'text-anchor': 'middle',
              fill: textOn(fill),
              'data-rank': label,
              'pointer-events': 'none',
            },
            text(label),
          ),
        );
      }
    }
  });

  // Legend: the ramp in steps of 5, then the empty day.
  const ly = height - LEGEND_H + 14;
  parts.push(el('text', { x: MARGIN, y: ly + 12, 'font-size': 11, fill: MUTED }, text('Score')));
  const steps: number[] = [];
  for (let s = RAMP_LOW; s <= RAMP_HIGH; s += 5) steps.push(s);
  steps.forEach((s, i) => {
    const x = x0 + i * 44;
    parts.push(el('rect', { x, y: ly, width: 18, height: 16, rx: 3, fill: scoreColour(s) }));
    parts.push(
      el(
        'text',
        { x: x + 22, y: ly + 12, 'font-size': 11, fill: INK },
        text(i === 0 ? `≤${s}` : String(s)),
      ),
    );
  });
  const ex = x0 + steps.length * 44 + 16;
  parts.push(el('rect', { x: ex, y: ly, width: 18, height: 16, rx: 3, fill: EMPTY }));
  parts.push(
    el(
      'text',
      { x: ex + 24, y: ly + 12, 'font-size': 11, fill: INK },
      text('no window · the number is the rank, on the day of the best moment'),
    ),
  );

  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${STRIP_WIDTH} ${height}`,
      width: STRIP_WIDTH,
      height,
      role: 'img',
      'aria-label': input.title,
      'font-family': FONT,
    },
    el('title', {}, text(input.title)),
    el('rect', { x: 0, y: 0, width: STRIP_WIDTH, height, fill: '#ffffff' }),
    ...parts,
  );
}
