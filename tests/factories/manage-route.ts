import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { factoryContext, type FactoryContext } from './context.ts';
import { manage, signedInStaff, type ManageMethod, type SignedInStaff } from './staff.ts';

/**
 * The app of a manage-route test file, with what its tests share: the factories' context, a
 * signed-in editor and a JSON call to /admin/api/manage as that editor.
 */
export interface ManageRouteTest extends TestApp {
  ctx: FactoryContext;
  editor: SignedInStaff;
  call: (method: ManageMethod, path: string, body?: unknown) => ReturnType<typeof manage>;
}

/**
 * Builds the app on a test database of its own before the file's tests (and before the file's own
 * `beforeAll`, which runs after this one) and closes it after them. The fields are filled in by then;
 * read them inside hooks and tests, not at the top of the file.
 */
export function manageRouteTest(): ManageRouteTest {
  const route = {
    call: (method: ManageMethod, path: string, body?: unknown) =>
      manage(route.app, method, path, route.editor.cookies, body),
  } as ManageRouteTest;
  beforeAll(async () => {
    const t = await buildTestApp();
    Object.assign(route, t, { ctx: factoryContext(t), editor: await signedInStaff(t.db, 'editor') });
  });
  afterAll(async () => route.close?.());
  return route;
}
