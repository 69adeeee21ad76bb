/**
 * The `sublord` command: `serve`, computation (`chart`, `batch`) and, from the platform, the operator
 * commands. Data goes to stdout, diagnostics to stderr; exit codes 0 ok, 1 failure, 2 usage.
 */
import { fstatSync, writeFileSync } from 'node:fs';
import { Command, InvalidArgumentError } from 'commander';
import { INCLUDE_BLOCKS } from '../app/present/include.js';
import { LANGS, type Lang } from '../engine/lang/names.js';
import {
  CHART_STYLES,
  type ChartStyle,
  COLOUR_SCHEMES,
  type ColourScheme,
} from '../engine/render/svg.js';
import { ENGINE_VERSION } from '../process/compose.js';
import { loadConfig } from '../process/config.js';
import { registerBackupCommands } from './backup.js';
import { type BirthOptions, birthBody, withBirthOptions } from './birth-options.js';
import { chartTable } from './chart-table.js';
import { printFailure } from './failure.js';
import { registerMuhurtaCommand } from './muhurta.js';
import { registerOperatorCommands } from './operator.js';
import { registerOperatorReports } from './operator-reports.js';
import { registerPlacesCommand } from './places.js';

interface ChartOptions extends BirthOptions {
  asOf?: string;
  name?: string;
  json?: boolean;
  svg?: string;
  style: ChartStyle;
  include: string[];
  scheme: ColourScheme;
  lang: Lang;
  size?: number;
}

/** A commander parser for one of a fixed list of words. */
function oneOf<T extends string>(list: readonly T[]) {
  return (v: string): T => {
    if (!(list as readonly string[]).includes(v)) {
      throw new InvalidArgumentError(`must be one of ${list.join(', ')}`);
    }
    return v as T;
  };
}

/** Size of stdin when it is a regular file (`< input.jsonl`), for the batch progress bar. */
function stdinFileSize(): number | null {
  try {
    const stat = fstatSync(0);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}

/** True when GET <baseUrl>/healthz answers within a second (dev-app's hint; never fatal). */
async function serverAnswers(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * The service, the platform (argon2, the database), the endpoint list, the in-process app (Fastify
 * and every route) and the MCP SDK are imported by the commands that use them, so `chart` and
 * `--version` do not load them (measured in the compiled CLI's profile: argon2's native module and
 * its loader about 0.13 s of a chart's start; Fastify with every route 0.2-0.3 s; issue 22).
 */
export async function buildProgram(): Promise<Command> {
  const program = new Command('sublord')
    .description(
      'KP and Vedic astrology calculation API: server, operator and computation commands',
    )
    .version(`sublord ${ENGINE_VERSION} (Node.js ${process.versions.node})`, '-V, --version')
    .showHelpAfterError();

  program
    .command('serve')
    .description(
      'Run the HTTP service (same as npm start; PORT, DATA_DIR, DATABASE_URL, REDIS_URL)',
    )
    .action(async () => {
      const [{ serve }, { startOrExit }] = await Promise.all([
        import('../process/cluster.js'),
        import('../process/startup-errors.js'),
      ]);
      await startOrExit(loadConfig, serve);
    });

  const createPlatform = async () =>
    (await import('../platform/platform.js')).createPlatform(loadConfig());
  registerOperatorCommands(program, createPlatform, undefined, {
    endpoints: async (platform) =>
      (await import('./endpoints.js')).knownEndpoints(platform, loadConfig()),
    probe: serverAnswers,
  });
  registerOperatorReports(program, createPlatform);
  registerBackupCommands(program, loadConfig);

  withBirthOptions(
    program
      .command('chart')
      .description(
        'Cast a KP birth chart and print it as a table (or the /api/v1/birth-chart JSON body)',
      ),
  )
    .option('--as-of <YYYY-MM-DD>', 'date for marking the running dasha (default today, UTC)')
    .option('--name <name>', 'name to echo')
    .option('--json', 'print the JSON body of /api/v1/birth-chart')
    .option(
      '--svg <file>',
      'also write the chart picture (POST /api/v1/birth-chart/svg) as SVG to this file',
    )
    .option(
      '--include <blocks>',
      `heavy blocks to add to the JSON body, comma-separated: ${INCLUDE_BLOCKS.join(', ')}`,
      (v: string) => v.split(',').filter((b) => b !== ''),
      [] as string[],
    )
    .option(
      '--style <style>',
      `picture style: ${CHART_STYLES.join(', ')}`,
      oneOf(CHART_STYLES),
      'south' as ChartStyle,
    )
    .option(
      '--scheme <scheme>',
      `picture colours: ${COLOUR_SCHEMES.join(', ')}`,
      oneOf(COLOUR_SCHEMES),
      'light' as ColourScheme,
    )
    .option('--lang <lang>', `picture labels: ${LANGS.join(', ')}`, oneOf(LANGS), 'en' as Lang)
    .option('--size <px>', 'picture width in pixels, 200-2000 (default 500)', (v: string) => {
      const n = Number(v);
      if (!Number.isInteger(n)) throw new InvalidArgumentError('must be an integer');
      return n;
    })
    .action(async (o: ChartOptions) => {
      const include = o.include;
      const body = {
        ...birthBody(o),
        as_of: o.asOf,
        name: o.name,
        ...(include.length > 0 ? { include } : {}),
      };
      // The birth-chart route alone, without Fastify, when its precompiled validator applies
      // (src/cli/light-api.ts); the picture and any refusal are answered by the complete app.
      const [{ LightApi }, { registerBirthChart }] = await Promise.all([
        import('./light-api.js'),
        import('../http/routes/v1/birth-chart.js'),
      ]);
      const api = LightApi.open([registerBirthChart]);
      try {
        const res = await api.post('birth-chart', JSON.stringify(body));
        if (res.status !== 200) {
          printFailure(res.status, res.body);
          process.exitCode = res.status === 422 ? 2 : 1;
          return;
        }
        if (o.svg) {
          // The picture takes the birth fields and its options; no as_of (no dasha is drawn).
          const { as_of: _asOf, include: _include, ...birth } = body;
          const picture = { style: o.style, scheme: o.scheme, lang: o.lang, size: o.size };
          const svg = await api.postText(
            'birth-chart/svg',
            JSON.stringify({ ...birth, ...picture }),
          );
          if (svg.status !== 200) {
            printFailure(svg.status, JSON.parse(svg.text));
            process.exitCode = svg.status === 422 ? 2 : 1;
            return;
          }
          writeFileSync(o.svg, svg.text);
        }
        process.stdout.write(
          o.json
            ? `${JSON.stringify(res.body, null, 2)}\n`
            : chartTable(res.body as Parameters<typeof chartTable>[0]),
        );
      } finally {
        await api.close();
      }
    });

  registerMuhurtaCommand(program);
  registerPlacesCommand(program);

  program
    .command('mcp')
    .description(
      'Model Context Protocol server on stdio for a local AI assistant (tools: birth chart, horary, TSP, panchang, …)',
    )
    .action(async () => {
      // The MCP SDK is loaded by this command alone (0.2-0.3 s of every other command's start).
      const { serveMcpStdio } = await import('./mcp.js');
      await serveMcpStdio();
    });

  program
    .command('batch')
    .description(
      'Compute one request body per stdin line through /api/v1/<endpoint>; one response per stdout line',
    )
    .argument('<endpoint>', 'endpoint name under /api/v1, e.g. birth-chart')
    .action(async (endpoint: string) => {
      const [{ LocalApi }, { runBatch }] = await Promise.all([
        import('./local-api.js'),
        import('./batch.js'),
      ]);
      const api = await LocalApi.open();
      try {
        if (!api.hasEndpoint(endpoint)) {
          process.stderr.write(`unknown endpoint: ${endpoint}\n`);
          process.exitCode = 2;
          return;
        }
        const { failed } = await runBatch(api, endpoint, {
          input: process.stdin,
          output: process.stdout,
          progress: process.stderr,
          inputBytes: stdinFileSize(),
        });
        if (failed > 0) process.exitCode = 1;
      } finally {
        await api.close();
      }
    });

  return program;
}
