import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { owner, renderAdmin, type FakeCall } from '../../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** The newsletter screen over two subscribers; DELETE removes one unless `refuse` answers first. */
function openNewsletter(refuse?: (call: FakeCall) => { status: number; body?: unknown } | undefined) {
  const subscribers = [
    { id: 4, email: 'salma@example.om', created_at: '2026-03-02T08:00:00.000Z' },
    { id: 5, email: 'khalid@example.om', created_at: '2026-03-01T08:00:00.000Z' },
  ];
  const view = renderAdmin('/newsletter', (call) => {
    const { method, path } = call;
    const url = new URL(path, 'http://x');
    if (url.pathname === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
    if (method === 'GET' && url.pathname === '/admin/api/manage/subscribers') {
      return { status: 200, body: { result: subscribers, page: 1, per_page: 50, total: subscribers.length } };
    }
    const removal = /^\/admin\/api\/manage\/subscribers\/(\d+)$/.exec(url.pathname);
    if (method === 'DELETE' && removal) {
      const refused = refuse?.(call);
      if (refused) return refused;
      subscribers.splice(
        subscribers.findIndex((s) => s.id === Number(removal[1])),
        1,
      );
      return { status: 200, body: { message: 'Removed.' } };
    }
    return undefined;
  });
  cleanup = view.cleanup;
  return view;
}

const deletes = (calls: FakeCall[]) => calls.filter((c) => c.method === 'DELETE').map((c) => c.path);

describe('removing a subscriber', () => {
  it('asks first, removes on confirmation, closes and says so', async () => {
    const view = openNewsletter();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove salma@example.om' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove salma@example.om?' });
    expect(deletes(view.calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove subscriber' }));
    expect(await screen.findByText('salma@example.om has been removed from the newsletter.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deletes(view.calls)).toEqual(['/admin/api/manage/subscribers/4']);
    await waitFor(() => expect(screen.queryByText('salma@example.om')).toBeNull());
  });

  it('keeps the dialog open with the reason when the server refuses, and forgets it on cancel', async () => {
    openNewsletter(() => ({ status: 404, body: { message: 'That subscriber is already gone.', errors: [] } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove khalid@example.om' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove khalid@example.om?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove subscriber' }));
    expect(await within(dialog).findByText('That subscriber is already gone.')).toBeInTheDocument();
    expect(screen.queryByText(/has been removed/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Asked again, the dialog starts clean: the earlier refusal is not shown.
    await user.click(screen.getByRole('button', { name: 'Remove khalid@example.om' }));
    const again = await screen.findByRole('dialog', { name: 'Remove khalid@example.om?' });
    expect(within(again).queryByText('That subscriber is already gone.')).toBeNull();
  });
});
