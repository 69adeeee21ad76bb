/**
 * `sublord places QUERY`: GET /api/v1/places through the real route, in process, printed as a table
 * (or its JSON body with --json). A place's latitude and longitude are what a chart needs.
 */
import type { Command } from 'commander';
import type { PlacesResponse } from '../app/places.js';
import { printFailure } from './failure.js';

function table(body: PlacesResponse): string {
  const rows = body.places.map((p) => [
    [p.name, p.region, p.country].filter((s) => s !== null).join(', '),
    p.latitude.toFixed(5),
    p.longitude.toFixed(5),
    p.timezone,
    String(p.population),
  ]);
  const head = ['Place', 'Latitude', 'Longitude', 'Zone', 'Population'];
  const widths = head.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => (r[i] as string).length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((c, i) =>
        i === 1 || i === 2 || i === 4
          ? c.padStart(widths[i] as number)
          : c.padEnd(widths[i] as number),
      )
      .join('  ')
      .trimEnd();
  const out = rows.length === 0 ? ['No place matches.'] : [line(head), ...rows.map(line)];
  return `${out.join('\n')}\n${body.attribution}\n`;
}

export function registerPlacesCommand(program: Command): void {
  program
    .command('places')
    .description(
      'Search the offline gazetteer (GET /api/v1/places): coordinates and zone of a town',
    )
    .argument('<query...>', 'start of a town name, optionally ", region" or ", country"')
    .option('--limit <n>', 'how many places, 1-20 (default 10)')
    .option('--json', 'print the JSON body of /api/v1/places')
    .action(async (words: string[], o: { limit?: string; json?: boolean }) => {
      const query = new URLSearchParams({ q: words.join(' ') });
      if (o.limit !== undefined) query.set('limit', o.limit);
      const { LocalApi } = await import('./local-api.js');
      const api = await LocalApi.open();
      try {
        const res = await api.get(`/api/v1/places?${query}`);
        if (res.status !== 200) {
          printFailure(res.status, res.body);
          process.exitCode = res.status === 422 ? 2 : 1;
          return;
        }
        process.stdout.write(
          o.json ? `${JSON.stringify(res.body, null, 2)}\n` : table(res.body as PlacesResponse),
        );
      } finally {
        await api.close();
      }
    });
}
