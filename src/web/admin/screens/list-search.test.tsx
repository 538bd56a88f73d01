import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { owner, renderAdmin, type FakeCall } from '../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const emptyPage = { result: [], page: 1, per_page: 50, total: 0 };

/** The list at `path` signed in as the owner, its endpoint answering an empty page; the queries it sent. */
function open(path: string, endpoint: string, extra: object = {}) {
  const view = renderAdmin(path, (call: FakeCall) => {
    if (call.path === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
    if (call.method === 'GET' && new URL(call.path, 'http://x').pathname === `/admin/api/manage/${endpoint}`) {
      return { status: 200, body: { ...emptyPage, ...extra } };
    }
    return undefined;
  });
  cleanup = view.cleanup;
  const queries = () =>
    view.calls
      .filter((c) => new URL(c.path, 'http://x').pathname === `/admin/api/manage/${endpoint}`)
      .map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));
  return { ...view, queries };
}

describe('searching the back-office lists', () => {
  for (const { name, path, endpoint, label, extra } of [
    {
      name: 'messages',
      path: '/messages',
      endpoint: 'messages',
      label: 'Search by name, e-mail, subject or text',
      extra: { unread: 0 },
    },
    { name: 'mail outbox', path: '/mail-outbox', endpoint: 'outbox', label: 'Search by recipient or subject' },
    { name: 'audit log', path: '/audit-log', endpoint: 'audit', label: 'Search by staff member, action or item' },
  ]) {
    it(`searches the ${name} from its search box, keeping the search in the address`, async () => {
      const view = open(path, endpoint, extra);
      const user = userEvent.setup();
      const box = await screen.findByRole('searchbox', { name: label });
      await waitFor(() => expect(view.queries()).toHaveLength(1));
      expect(view.queries()[0]!.search).toBeUndefined();

      await user.type(box, 'layla{Enter}');
      await waitFor(() => expect(view.queries().at(-1)).toMatchObject({ search: 'layla', page: '1' }));
      expect(view.router.state.location.search).toBe('?search=layla');
      expect(await screen.findByText('Nothing matches this search or filter.')).toBeInTheDocument();
    });
  }
});
