import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { ROOT } from './repository-files';

/**
 * docs/product.md's HTTP API table is where an API client learns what the server answers, so it
 * must name every route the server declares, and only those. What the server declares is its
 * OpenAPI description (`/api/docs/json`, built by @fastify/swagger from every registered route).
 * A route the description leaves out on purpose (the public pages, health checks, stored images,
 * the outside-production mail viewer, the Swagger UI's own pages) is not API: the table need not
 * name it, and where it does, the route must still be one the server registers.
 */
const PRODUCT_PAGE = 'docs/product.md';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** `GET /api/cards/{id}`: a method and a path, its parameters written `{name}`. */
type Route = string;

/** The routes the table under "## HTTP API" in `markdown` names, query strings left out. */
export function tableRoutes(markdown: string): Route[] {
  const section = (markdown.split(/^## HTTP API$/m)[1] ?? '').split(/^##+ /m)[0]!;
  const routes: Route[] = [];
  for (const row of section.split('\n').filter((line) => line.startsWith('| '))) {
    const [method = '', paths = ''] = row.split(/(?<!\\)\|/).slice(1, 3);
    for (const written of paths.matchAll(/`([^`]+)`/g)) {
      routes.push(`${method.trim()} ${written[1]!.replace(/\?.*$/, '')}`);
    }
  }
  return routes.filter((route) => METHODS.some((method) => route.startsWith(`${method} `)));
}

/** The routes an OpenAPI description declares. */
export function describedRoutes(description: { paths: Record<string, object> }): Route[] {
  return Object.entries(description.paths).flatMap(([routePath, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method) => (METHODS as readonly string[]).includes(method))
      .map((method) => `${method} ${routePath}`),
  );
}

/**
 * Where the table and the description disagree. `registered` answers whether the server has a
 * route the description leaves out.
 */
export function apiTableProblems(
  table: Route[],
  described: Route[],
  registered: (route: Route) => boolean,
): string[] {
  return [
    ...described
      .filter((route) => !table.includes(route))
      .map((route) => `${route} is declared but not in the table`),
    ...table
      .filter((route) => !described.includes(route) && !registered(route))
      .map((route) => `${route} is in the table but the server declares no such route`),
  ];
}

/**
 * Whether `app` registers `route`, written as Fastify does (`:name`), or serves it under a
 * wildcard from its first parameter on (the stored images, `/uploads/*`).
 */
function registeredIn(app: TestApp['app']): (route: Route) => boolean {
  return (route) => {
    const [method = '', written = ''] = route.split(' ');
    const url = written.replace(/\{(\w+)\}/g, ':$1');
    const wildcard = url.replace(/\/:.*$/, '/*');
    return [url, wildcard].some((candidate) =>
      app.hasRoute({ method: method as (typeof METHODS)[number], url: candidate }),
    );
  };
}

describe(`${PRODUCT_PAGE}'s HTTP API table`, () => {
  let t: TestApp;
  let described: Route[];
  let registered: (route: Route) => boolean;
  const table = tableRoutes(readFileSync(path.join(ROOT, PRODUCT_PAGE), 'utf8'));
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    described = describedRoutes(response.json());
    registered = registeredIn(t.app);
  });
  afterAll(() => t.close());

  it('names every route the server declares, and no route it does not', () => {
    expect(described.length).toBeGreaterThan(100);
    expect(apiTableProblems(table, described, registered)).toEqual([]);
  });

  it('reads the table the way it is written', () => {
    expect(table).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'GET /api/cards/{id}',
        'GET /api/admin/accounts',
        'GET /dev/mail/{id}',
      ]),
    );
  });

  it('finds a planted difference of each kind, as the check must', () => {
    expect(apiTableProblems(table.slice(1), described, registered)).toEqual([
      `${table[0]} is declared but not in the table`,
    ]);
    const planted = ['GET /api/planted', 'GET /u/{key}/planted', 'DELETE /healthz'];
    expect(apiTableProblems([...table, ...planted], described, registered)).toEqual(
      planted.map((route) => `${route} is in the table but the server declares no such route`),
    );
  });
});
