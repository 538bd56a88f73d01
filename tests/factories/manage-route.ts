import { afterAll, beforeAll } from 'vitest';
import type { StaffRole } from '#shared/api/manage.ts';
import { buildTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { factoryContext, type FactoryContext } from './context.ts';
import { manage, signedInStaff, type ManageMethod, type SignedInStaff } from './staff.ts';

/** The app of a route test file, with the factories' context. */
export interface RouteTest extends TestApp {
  ctx: FactoryContext;
}

/**
 * Builds the app on a test database of its own (with these environment overrides, as `buildTestApp`
 * takes them) before the file's tests, and before the file's own `beforeAll`, which runs after this
 * one; closes it after them. Called inside a `describe`, it is that block's own app. The fields are
 * filled in by then: read them inside hooks and tests, not at the top of the file.
 */
export function routeTest(env: Record<string, string> = {}): RouteTest {
  const route = {} as RouteTest;
  beforeAll(async () => {
    const t = await buildTestApp(env);
    Object.assign(route, t, { ctx: factoryContext(t) });
  });
  afterAll(async () => route.close?.());
  return route;
}

/**
 * The app of a manage-route test file, with what its tests share: the factories' context, the
 * signed-in staff and a JSON call to /admin/api/manage as one of them.
 */
export interface ManageRouteTest extends RouteTest {
  /** The signed-in editor ('Omar Editor'); only when `signIn` names an editor. */
  editor: SignedInStaff;
  /** The signed-in owner ('Maryam Owner'); only when `signIn` names an owner. */
  owner: SignedInStaff;
  /** A call as the first of `signIn`, or as `who`. */
  call: (method: ManageMethod, path: string, body?: unknown, who?: SignedInStaff) => ReturnType<typeof manage>;
}

export interface ManageRouteOptions {
  /** Environment overrides, as `buildTestApp` takes them. */
  env?: Record<string, string>;
  /** Who is signed in, in this order (their ids follow it); `call` goes as the first. Default: an editor. */
  signIn?: readonly StaffRole[];
}

/** The app of `routeTest`, with these staff signed in once it is built. */
export function manageRouteTest({ env = {}, signIn = ['editor'] }: ManageRouteOptions = {}): ManageRouteTest {
  const route = routeTest(env) as ManageRouteTest;
  let caller: SignedInStaff;
  route.call = (method, path, body, who = caller) => manage(route.app, method, path, who.cookies, body);
  beforeAll(async () => {
    for (const role of signIn) {
      const staff = await signedInStaff(route.db, role);
      route[role] = staff;
      caller ??= staff;
    }
  });
  return route;
}
