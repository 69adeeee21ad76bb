/**
 * `sublord muhurta --event marriage --date … --time … --lat … --lon …`: the POST /api/v1/muhurta
 * answer, computed in-process through the real route, printed as a readable table of windows (or its
 * JSON body with --json).
 */
import type { Command } from 'commander';
import { type BirthOptions, birthBody, num, withBirthOptions } from './birth-options.js';
import { printFailure } from './failure.js';

interface MuhurtaOptions extends BirthOptions {
  event: string;
  max?: number;
  from?: string;
  to?: string;
  viewerOffset?: number;
  json?: boolean;
}

interface WindowRow {
  rank: number;
  start: string;
  end: string;
  best: string;
  score: number;
  reasons: Array<{ factor: string; points: number; max: number; text: string }>;
  moon: { nakshatra: string; star_lord: string; sub_lord: string };
  dasha: { mahadasha: string; antardasha: string; pratyantardasha: string };
  panchang: { vara: string; tithi: { name: string; paksha: string } };
}

interface MuhurtaBody {
  event_name: string;
  label: string;
  promise: { verdict: string; confidence: string };
  today: string;
  scanned: { from: string; to: string };
  windows: WindowRow[];
  notice: string | null;
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
/** `2026-12-03T23:34:39+05:30` → `2026-12-03 23:34`. */
const short = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** The windows as a fixed-width table, then each window's reasons that did not give full points. */
export function muhurtaTable(b: MuhurtaBody): string {
  const lines = [
    `${b.label} (${b.event_name}): natal promise ${b.promise.verdict} (${b.promise.confidence})`,
    `today ${b.today}; scanned ${b.scanned.from} to ${b.scanned.to}; times are local to the birth place`,
    '',
  ];
  if (b.windows.length === 0) {
    lines.push(`no window: ${b.notice ?? 'none qualified'}`);
    return `${lines.join('\n')}\n`;
  }
  const head = [
    '#',
    'score',
    'best',
    'window',
    'vara',
    'tithi',
    'nakshatra',
    'moon star/sub',
    'dasha',
  ];
  const rows = b.windows.map((w) => [
    String(w.rank),
    String(w.score),
    short(w.best),
    `${short(w.start)} → ${short(w.end)}`,
    w.panchang.vara.slice(0, 3),
    `${w.panchang.tithi.paksha.slice(0, 1)} ${w.panchang.tithi.name}`,
    w.moon.nakshatra,
    `${w.moon.star_lord}/${w.moon.sub_lord}`,
    `${w.dasha.mahadasha}-${w.dasha.antardasha}-${w.dasha.pratyantardasha}`,
  ]);
  const widths = head.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => (r[i] as string).length)),
  );
  const fmt = (r: string[]) =>
    r
      .map((c, i) => pad(c, widths[i] as number))
      .join('  ')
      .trimEnd();
  lines.push(fmt(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt), '');
  for (const w of b.windows) {
    const lost = w.reasons.filter((r) => r.points < r.max);
    lines.push(
      `#${w.rank} ${w.score}/100${lost.length ? `; points missed: ${lost.map((r) => `${r.factor} ${r.points}/${r.max} (${r.text})`).join('; ')}` : '; every factor gave full points'}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function registerMuhurtaCommand(program: Command): void {
  withBirthOptions(
    program
      .command('muhurta')
      .description(
        'Ranked auspicious windows for a personal event (POST /api/v1/muhurta) as a table',
      )
      .requiredOption(
        '--event <id>',
        'event id: property, vehicle, foreign_travel, marriage, business, education, higher_education, job, loan, surgery',
      ),
  )
    .option('--max <n>', 'max_windows, 1-20 (default 8)', num('--max'))
    .option('--from <YYYY-MM-DD>', 'from_date filter')
    .option('--to <YYYY-MM-DD>', 'to_date filter')
    .option(
      '--viewer-offset <hours>',
      "the reader's UTC offset (default: the birth place's)",
      num('--viewer-offset'),
    )
    .option('--json', 'print the JSON body of /api/v1/muhurta')
    .action(async (o: MuhurtaOptions) => {
      const body = {
        birth: birthBody(o),
        event_name: o.event,
        max_windows: o.max,
        from_date: o.from,
        to_date: o.to,
        viewer_utc_offset_hours: o.viewerOffset,
      };
      const { LocalApi } = await import('./local-api.js');
      const api = await LocalApi.open();
      try {
        const res = await api.post('muhurta', JSON.stringify(body));
        if (res.status !== 200) {
          printFailure(res.status, res.body);
          process.exitCode = res.status === 422 ? 2 : 1;
          return;
        }
        process.stdout.write(
          o.json ? `${JSON.stringify(res.body, null, 2)}\n` : muhurtaTable(res.body as MuhurtaBody),
        );
      } finally {
        await api.close();
      }
    });
}
