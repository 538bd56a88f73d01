import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app, { frameworkErrors } from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import { errorBody } from '#shared/api/common.ts';
import { createTestDb, type TestDb } from '#tests/setup/test-app.ts';
import { customerSessionToken, signedInStaff } from '#tests/factories/staff.ts';
import { createArtwork, expectRefusal, factoryContext } from '#tests/factories/index.ts';

/**
 * Every API route, asked with input no form would send: path parameters that are not ids or slugs,
 * bodies that are not JSON objects, and each field of a body or query string set to a value of the
 * wrong kind. Whatever the route, the answer is a refusal (4xx with `{ message, errors }`) or an
 * ordinary answer, never a server error. The routes are read from the app as it registers them, so
 * a route added later is covered without touching this file.
 */

interface RouteUnderTest {
  method: string;
  /** The path as registered (`/admin/api/product_id/:id`). */
  url: string;
  bodyFields: string[];
  queryFields: string[];
}

/** The keys of a zod object schema, wherever a route's schema keeps them (plain, or piped). */
function fieldsOf(schema: unknown): string[] {
  const s = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; innerType?: unknown } } | undefined;
  if (!s) return [];
  if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
  if (s.def?.in) return fieldsOf(s.def.in);
  if (s.def?.innerType) return fieldsOf(s.def.innerType);
  return [];
}

/** Values of every kind but the one a field wants (its own kind is among them for some fields: harmless). */
const WRONG_VALUES: unknown[] = [
  {},
  [1, 2],
  'x'.repeat(5000),
  -1,
  1e308,
  true,
  null,
  '\u0000',
  '2026-13-45',
  // One past PostgreSQL's integer: an id or amount that no column can hold.
  2_147_483_648,
  '2147483648',
];
const WRONG_PATH_PARTS = ['abc', '-1', '99999999999999999999', '2147483648', '1.5', '%00', '%E0%A4%A', 'a'.repeat(300)];
const RAW_BODIES = [
  '{',
  '[]',
  'null',
  '"text"',
  '42',
  '{"__proto__":{"polluted":true}}',
  // Nested thousands deep: parses, but would overflow the stack of a recursive walk over it.
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
];

const registered: RouteUnderTest[] = [];
let testDb: TestDb;
let server: FastifyInstance;
let staffCookies: { gallery_staff: string };
let customerToken: string;

beforeAll(async () => {
  testDb = await createTestDb();
  server = Fastify({ logger: false, bodyLimit: 1024 * 1024, frameworkErrors });
  server.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/admin/api/')) return;
    for (const method of ([] as string[]).concat(route.method)) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      registered.push({
        method,
        url: route.url,
        bodyFields: fieldsOf(route.schema?.body),
        queryFields: fieldsOf(route.schema?.querystring),
      });
    }
  });
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testDb.dataDir });
  await server.register(app, { env, dbHandle: testDb.handle, serveWeb: false });
  await server.ready();
  // Something to find behind a valid id, so that a wrong field meets a real record as well.
  await createArtwork(factoryContext({ db: testDb.db, env }));
  staffCookies = (await signedInStaff(testDb.db, 'owner')).cookies;
  customerToken = await customerSessionToken(testDb.db);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await testDb?.close();
});

/** Signing out or changing one's own password would end the sessions the other calls use. */
const endsTheSession = (r: RouteUnderTest) =>
  (r.method === 'DELETE' && r.url === '/admin/api/manage/session') || r.url.endsWith('/password');

function withParams(url: string, value: string) {
  return url.replace(/:[a-z_]+/gi, value);
}

/**
 * Each request from an address of its own: the per-address limits of the sign-in and contact routes
 * would otherwise answer most of the sweep with 429 before validation runs.
 */
let sent = 0;
const nextAddress = () => {
  sent += 1;
  return `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
};

/** Every status each route answered in the sweep ("POST /admin/api/cart/add" → statuses), for the last test. */
const observed = new Map<string, Set<number>>();

async function expectNoServerError(route: RouteUnderTest, options: InjectOptions, what: string) {
  const response = await server.inject({
    remoteAddress: nextAddress(),
    ...options,
    cookies: staffCookies,
    headers: { authorization: `Bearer ${customerToken}`, ...options.headers },
  });
  const operation = `${route.method} ${route.url}`;
  if (!observed.has(operation)) observed.set(operation, new Set());
  observed.get(operation)!.add(response.statusCode);
  const label = `${route.method} ${route.url} with ${what}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, label).toBeLessThan(500);
  // A refusal says why, in the API's one error shape (docs/product.md#bad-input).
  if (
    response.statusCode >= 400 &&
    response.statusCode !== 404 &&
    String(response.headers['content-type'] ?? '').includes('json')
  ) {
    expect(errorBody.safeParse(response.json()).success, label).toBe(true);
    // In the API's words ("is required", "must be text"), never zod's ("Invalid input: expected …").
    for (const problem of (response.json() as { errors?: { message?: unknown }[] }).errors ?? []) {
      expect(String(problem.message), label).not.toMatch(/^(Invalid (input|option)|Too (big|small))\b/);
    }
  }
}

describe('malformed input on every API route', () => {
  it('finds the routes', () => {
    expect(registered.length).toBeGreaterThan(80);
    expect(registered.some((r) => r.url === '/admin/api/product_search' && r.bodyFields.length > 0)).toBe(true);
  });

  it('names the address when the router refuses it before any route runs', async () => {
    // Longer than the router's 100 characters a path part: 414, in the API's refusal shape.
    const long = await server.inject({ method: 'POST', url: `/admin/api/product_id/${'a'.repeat(300)}` });
    expect(expectRefusal(long, 414, 'path').message).toBe(
      'The address is not valid: a part of it is longer than 100 characters',
    );
    // A broken percent-encoding.
    const broken = await server.inject({ method: 'POST', url: '/admin/api/artist_details/%E0%A4%A' });
    expect(expectRefusal(broken, 400, 'path').message).toMatch(/not properly percent-encoded/);
  });

  it('refuses a NUL character in a body, a query string or a path, naming the field, on both engines', async () => {
    const search = await server.inject({
      method: 'POST',
      url: '/admin/api/product_search',
      payload: { search: 'dunes\u0000' },
    });
    expect(expectRefusal(search, 400, 'search').errors[0]!.message).toBe('must not contain a NUL character');
    expectRefusal(await server.inject({ method: 'POST', url: '/admin/api/artist_details/%00' }), 400, 'slug');
    expectRefusal(
      await server.inject({
        method: 'GET',
        url: '/admin/api/manage/artworks',
        query: { search: '\u0000' },
        cookies: staffCookies,
      }),
      400,
      'search',
    );
  });

  it('refuses a body nested deeper than any form, naming where, instead of overflowing the stack', async () => {
    const deep = await server.inject({
      method: 'POST',
      url: '/admin/api/cart/add',
      payload: `{"session_id":${'['.repeat(4000)}${']'.repeat(4000)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(expectRefusal(deep, 400, `session_id${'.0'.repeat(31)}`).errors[0]!.message).toBe(
      'must not nest lists or objects more than 32 levels deep',
    );
  });

  it('answers path parameters that are not ids or slugs without a server error', async () => {
    for (const route of registered.filter((r) => r.url.includes(':') && !endsTheSession(r))) {
      for (const part of WRONG_PATH_PARTS) {
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        await expectNoServerError(
          route,
          { method: route.method as 'GET', url: withParams(route.url, part), ...(hasBody ? { payload: {} } : {}) },
          `the path part ${JSON.stringify(part.slice(0, 20))}`,
        );
      }
    }
  }, 120_000);

  it('answers bodies that are not JSON objects without a server error', async () => {
    for (const route of registered.filter((r) => r.method !== 'GET' && r.method !== 'DELETE' && !endsTheSession(r))) {
      const url = withParams(route.url, '1');
      for (const raw of RAW_BODIES) {
        await expectNoServerError(
          route,
          { method: route.method as 'POST', url, payload: raw, headers: { 'content-type': 'application/json' } },
          `the body ${raw}`,
        );
      }
      await expectNoServerError(
        route,
        { method: route.method as 'POST', url, payload: 'garbage', headers: { 'content-type': 'multipart/form-data' } },
        'a multipart body without a boundary',
      );
    }
  }, 120_000);

  it('says a missing field is required and a mistyped one what it must be, in the words of the API', async () => {
    const register = await server.inject({ method: 'POST', url: '/admin/api/user/register', payload: {} });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({
      message: 'first_name: is required',
      errors: expect.arrayContaining([
        { field: 'first_name', message: 'is required' },
        { field: 'email', message: 'is required' },
        { field: 'password', message: 'is required' },
      ]),
    });
    const contact = await server.inject({
      method: 'POST',
      url: '/admin/api/contact',
      payload: { name: 5, email: 'a@example.com', subject: 'Hello', message: 'x'.repeat(6000) },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'must be text' },
        { field: 'message', message: 'must be at most 5000 characters' },
      ]),
    );
    const search = await server.inject({
      method: 'POST',
      url: '/admin/api/product_search',
      payload: { sort: 'cheapest', artist_slug: 7 },
    });
    expect(search.statusCode).toBe(400);
    const searchErrors = search.json().errors as { field: string; message: string }[];
    expect(searchErrors).toContainEqual({ field: 'artist_slug', message: 'must be text or a list of texts' });
    expect(searchErrors.find((e) => e.field === 'sort')?.message).toMatch(/^must be one of: /);
  });

  it('answers each field of a body or query string given a value of the wrong kind without a server error', async () => {
    for (const route of registered.filter((r) => !endsTheSession(r))) {
      const url = withParams(route.url, '1');
      for (const field of route.bodyFields) {
        for (const value of WRONG_VALUES) {
          await expectNoServerError(
            route,
            { method: route.method as 'POST', url, payload: { [field]: value } },
            `${field}: ${JSON.stringify(value)?.slice(0, 20)}`,
          );
        }
      }
      for (const field of route.queryFields) {
        for (const value of WRONG_VALUES) {
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          await expectNoServerError(
            route,
            { method: route.method as 'GET', url, query: { [field]: text } },
            `?${field}=${text.slice(0, 20)}`,
          );
        }
      }
    }
  }, 180_000);

  // Last: the sweep above has met every status it can draw from each route.
  it('finds every status the sweep met in the OpenAPI document of its operation, with the error body', async () => {
    const document = (await server.inject({ method: 'GET', url: '/admin/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    expect(observed.size).toBeGreaterThan(80);
    const missing: string[] = [];
    for (const [operation, statuses] of observed) {
      const [method, url] = operation.split(' ') as [string, string];
      const path = url.replace(/:([a-z_]+)/gi, '{$1}');
      const documented = document.paths[path]?.[method.toLowerCase()]?.responses ?? {};
      for (const status of statuses) {
        // 2xx and 3xx answers are the routes' own; refusals must all be listed.
        if (status >= 400 && !(String(status) in documented)) missing.push(`${operation} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
