/**
 * The dashboard's calls-per-day chart (issue 36 §6): one small bar chart per app over the last 30 UTC
 * days, drawn on the server as inline SVG (no script: the portal's CSP allows none inline), scaled
 * to the app's busiest day. It reads as an image to a screen reader (role img, a label with the
 * total and the busiest day) and shrinks with its column on a phone (viewBox, width 100%).
 */
import { html, type SafeHtml } from './html.js';

/** Days shown: today and the 29 before it (UTC). */
export const USAGE_CHART_DAYS = 30;

const WIDTH = 300;
const HEIGHT = 60;
const BAR_GAP = 2;

/** The UTC days of the chart, oldest first, ending with `today` (YYYY-MM-DD). */
export function chartDays(today: string): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: USAGE_CHART_DAYS }, (_, i) =>
    new Date(end - (USAGE_CHART_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** One app's chart: `calls` maps a UTC day to its count (days without calls are absent). */
export function usageChart(
  appId: string,
  days: readonly string[],
  calls: ReadonlyMap<string, number>,
): SafeHtml {
  const counts = days.map((d) => calls.get(d) ?? 0);
  const total = counts.reduce((a, b) => a + b, 0);
  const most = Math.max(0, ...counts);
  const busiest = most > 0 ? days[counts.indexOf(most)] : null;
  const barWidth = (WIDTH - BAR_GAP * (days.length - 1)) / days.length;
  const label =
    total === 0
      ? `No calls in the last ${days.length} days.`
      : `${total.toLocaleString('en')} ${total === 1 ? 'call' : 'calls'} in the last ${days.length} days; the most, ${most.toLocaleString('en')}, on ${busiest}.`;
  const bars = counts.map((n, i) => {
    const h = most === 0 ? 0 : Math.max(n > 0 ? 1.5 : 0, (n / most) * (HEIGHT - 2));
    const x = (i * (barWidth + BAR_GAP)).toFixed(2);
    return html`<rect x="${x}" y="${(HEIGHT - h).toFixed(2)}" width="${barWidth.toFixed(2)}" height="${h.toFixed(2)}"><title>${days[i]}: ${n} ${n === 1 ? 'call' : 'calls'}</title></rect>`;
  });
  return html`<figure class="usage-chart" data-app="${appId}">
<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" preserveAspectRatio="none" role="img" aria-label="${label}"><line x1="0" y1="${HEIGHT - 0.5}" x2="${WIDTH}" y2="${HEIGHT - 0.5}" class="axis"/>${bars}</svg>
<figcaption><span class="muted">${days[0]} to ${days[days.length - 1]}</span> ${label}</figcaption>
</figure>`;
}
