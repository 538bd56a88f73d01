import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { manageApi } from './lib/api.ts';
import { createAdminStore } from './lib/store.ts';
import { adminRoutes } from './router.tsx';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: FakeCall) => { status: number; body?: unknown } | undefined;

/**
 * Renders the back office at `path` (below /admin) with its real store and routes, answering its
 * API calls with `handler`. Node's Request needs absolute URLs and its own AbortSignal, so the
 * browser's relative /admin/api/manage/... calls are resolved against a fake origin here.
 */
export function renderAdmin(path: string, handler: Handler) {
  const calls: FakeCall[] = [];
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://gallery.test') : input, { ...init, signal: null });
      }
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const text = await request.text();
      const call = {
        method: request.method,
        path: `${url.pathname}${url.search}`,
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      const answer = handler(call) ?? {
        status: 404,
        body: { message: `No route for ${call.method} ${call.path}`, errors: [] },
      };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const store = createAdminStore();
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const cleanup = () => {
    store.dispatch(manageApi.util.resetApiState());
    vi.unstubAllGlobals();
  };
  return { ...view, router, store, calls, cleanup };
}

export const owner = { id: 1, email: 'owner@gallery.test', name: 'Maryam Al Said', role: 'owner' as const };
export const editor = { id: 2, email: 'editor@gallery.test', name: 'Omar Editor', role: 'editor' as const };
export const signedOut = { status: 401, body: { message: 'Please sign in to the back office.', errors: [] } };
