/** Readable text rendering of a birth-chart body for `sublord chart` (no --json). */
import { formatDegMinSec } from '../engine/zodiac/signs.js';

interface Lords {
  sign: string;
  star_lord: string;
  sub_lord: string;
  sub_sub_lord: string;
  longitude: number;
}
interface ChartBody {
  name: string;
  /** null when a fixed utc_offset_hours was sent (no zone used). */
  timezone: string | null;
  utc_offset_hours: number;
  local_time_status: string;
  positions: Record<
    string,
    Lords & { name: string; nakshatra: string; pada: number; retrograde: boolean; house: number }
  >;
  cusps: Array<Lords & { house: number }>;
  dasha: {
    as_of: string;
    current: {
      mahadasha: string | null;
      antardasha: string | null;
      pratyantardasha: string | null;
    };
    mahadashas: Array<{ lord: string; start: string; end: string; running: boolean }>;
  };
  meta: {
    ayanamsa: string;
    ayanamsa_degrees: number;
    ephemeris: string;
    node_type: string;
    tz_version: string;
  };
}

const col = (s: string | number, w: number) => String(s).padEnd(w);

function offsetLabel(hours: number): string {
  const sign = hours < 0 ? '-' : '+';
  const total = Math.round(Math.abs(hours) * 3600);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `UTC${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}${s ? `:${String(s).padStart(2, '0')}` : ''}`;
}

export function chartTable(body: ChartBody): string {
  const out: string[] = [];
  const m = body.meta;
  out.push(
    `${body.name ? `${body.name} — ` : ''}${body.timezone ?? 'fixed offset'} (${offsetLabel(body.utc_offset_hours)})${body.local_time_status === 'ok' ? '' : ` [local time ${body.local_time_status}]`}`,
  );
  out.push(
    `Ayanamsa ${m.ayanamsa} ${m.ayanamsa_degrees.toFixed(6)}°  ephemeris ${m.ephemeris}  node ${m.node_type}  houses Placidus  tz ${m.tz_version}`,
  );
  out.push('');
  out.push(
    `${col('Graha', 9)}${col('Sign', 13)}${col('Degree', 12)}${col('Nakshatra', 20)}${col('Star', 9)}${col('Sub', 9)}${col('Sub-sub', 9)}${col('House', 6)}`,
  );
  for (const p of Object.values(body.positions)) {
    out.push(
      `${col(p.name + (p.retrograde ? ' R' : ''), 9)}${col(p.sign, 13)}${col(formatDegMinSec(p.longitude), 12)}${col(`${p.nakshatra} ${p.pada}`, 20)}${col(p.star_lord, 9)}${col(p.sub_lord, 9)}${col(p.sub_sub_lord, 9)}${col(p.house, 6)}`,
    );
  }
  out.push('');
  out.push(
    `${col('Cusp', 9)}${col('Sign', 13)}${col('Degree', 12)}${col('Star', 9)}${col('Sub', 9)}${col('Sub-sub', 9)}`,
  );
  for (const c of body.cusps) {
    out.push(
      `${col(c.house, 9)}${col(c.sign, 13)}${col(formatDegMinSec(c.longitude), 12)}${col(c.star_lord, 9)}${col(c.sub_lord, 9)}${col(c.sub_sub_lord, 9)}`,
    );
  }
  out.push('');
  const cur = body.dasha.current;
  const md = body.dasha.mahadashas.find((x) => x.running);
  out.push(
    cur.mahadasha
      ? `Dasha on ${body.dasha.as_of}: ${cur.mahadasha} / ${cur.antardasha} / ${cur.pratyantardasha}${md ? ` (mahadasha ${md.start} to ${md.end})` : ''}`
      : `Dasha on ${body.dasha.as_of}: outside the 120-year cycle`,
  );
  return `${out.join('\n')}\n`;
}
