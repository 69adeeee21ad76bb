/**
 * Every route the server registers (method + URL pattern), collected by an onRoute hook on the root
 * instance. It answers two questions: which methods does a path accept (405 with `Allow` instead of a
 * bare 404) and which endpoints exist (the CLI's kill-switch commands refuse any other).
 */
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const tables = new WeakMap<FastifyInstance, RouteTable>();

/** A URL pattern (`/portal/apps/:appId/rotate`, `/docs/*`) as an anchored regular expression. */
function patternRegExp(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

export class RouteTable {
  private readonly routes: Array<RegisteredRoute & { re: RegExp }> = [];

  add(method: string, url: string): void {
    this.routes.push({ method, url, re: patternRegExp(url) });
  }

  /** Every registered route, in registration order. */
  list(): RegisteredRoute[] {
    return this.routes.map(({ method, url }) => ({ method, url }));
  }

  /** The methods a concrete path (no query string) accepts, sorted; empty when the path is unknown. */
  allowedMethods(path: string): string[] {
    const methods = new Set<string>();
    for (const r of this.routes) if (r.re.test(path)) methods.add(r.method);
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  }
}

/** Starts collecting the routes of `app`; call before any route is registered. */
export function collectRoutes(app: FastifyInstance): RouteTable {
  const table = new RouteTable();
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.add(String(method), route.url);
  });
  return table;
}

/** The routes of a server built by buildServer (empty before it is built). */
export function routeTable(app: FastifyInstance): RouteTable {
  return tables.get(app) ?? new RouteTable();
}

/**
 * The endpoints a kill switch can turn off, sorted and without duplicates: every /api/ route except
 * the website's /api/auth/* (the switch is checked by the /api/v1 gate and the session gate, which
 * those do not pass).
 */
export function switchableEndpoints(app: FastifyInstance): string[] {
  const paths = routeTable(app)
    .list()
    .map((r) => r.url)
    .filter((url) => url.startsWith('/api/') && !url.startsWith('/api/auth/'));
  return [...new Set(paths)].sort();
}
