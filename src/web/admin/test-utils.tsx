import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, vi } from 'vitest';
import './test-words.ts';
import { RerenderOnLanguage } from './layout/language-switch.tsx';
import { manageApi } from './lib/api.ts';
import { createAdminStore } from './lib/store.ts';
import { adminRoutes, preloadAdminScreens } from './router.tsx';

// The screens are split into chunks loaded on demand; a test file loads them before its tests, as
// the bundle used to, so that a screen's first render does not spend a test's time on the import.
beforeAll(() => preloadAdminScreens(), 60_000);

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: FakeCall) => { status: number; body?: unknown } | undefined;

/**
 * Node's Request needs absolute URLs and its own AbortSignal, so the browser's relative
 * /admin/api/manage/... calls are resolved against a fake origin. JSON bodies are parsed;
 * a multipart upload is recorded as the names of the files it carries.
 */
function stubFetch(calls: FakeCall[], handler: Handler) {
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      /** A multipart body as the page built it: jsdom's FormData and File, which Node's fetch refuses. */
      form?: FormData;
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        const form = init?.body instanceof FormData ? init.body : undefined;
        super(typeof input === 'string' ? new URL(input, 'http://gallery.test') : input, {
          ...init,
          body: form ? undefined : init?.body,
          signal: null,
        });
        this.form = form;
      }
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request & { form?: FormData }) => {
      const url = new URL(request.url);
      let body: unknown;
      if (request.form || (request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
        const form = request.form ?? (await request.formData());
        body = Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));
      } else {
        const text = await request.text();
        body = text ? JSON.parse(text) : undefined;
      }
      const call = { method: request.method, path: `${url.pathname}${url.search}`, body };
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
}

/** Renders the back office at `path` (below /admin) with its real store and routes, answering its API calls with `handler`. */
export function renderAdmin(path: string, handler: Handler) {
  const calls: FakeCall[] = [];
  stubFetch(calls, handler);
  const store = createAdminStore();
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RerenderOnLanguage>
        <RouterProvider router={router} />
      </RerenderOnLanguage>
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

/** Renders one component with the back office's store, answering its API calls with `handler`. */
export function renderWithStore(ui: ReactElement, handler: Handler) {
  const calls: FakeCall[] = [];
  stubFetch(calls, handler);
  const store = createAdminStore();
  const view = render(<Provider store={store}>{ui}</Provider>);
  const cleanup = () => {
    store.dispatch(manageApi.util.resetApiState());
    vi.unstubAllGlobals();
  };
  return { ...view, store, calls, cleanup };
}
