import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { owner, renderAdmin, type FakeCall } from '../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** A list screen with an empty-but-one gallery behind it, keeping the queries it was asked. */
function open(path: string) {
  const view = renderAdmin(path, ({ method, path: at }: FakeCall) => {
    const url = new URL(at, 'http://x');
    if (url.pathname === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
    if (method !== 'GET') return undefined;
    if (url.pathname === '/admin/api/manage/press' && url.searchParams.get('page') === '9') {
      // An old link past the end of a list of 27.
      return { status: 200, body: { result: [], page: 9, per_page: 25, total: 27 } };
    }
    if (url.pathname === '/admin/api/manage/press' || url.pathname === '/admin/api/manage/pages') {
      return { status: 200, body: { result: [], page: 1, per_page: 25, total: 0 } };
    }
    if (url.pathname === '/admin/api/manage/artworks') {
      return {
        status: 200,
        body: { result: [], page: 1, per_page: 25, total: 0, counts: { all: 0, published: 0, draft: 0 } },
      };
    }
    return undefined;
  });
  cleanup = view.cleanup;
  const queries = (pathname: string) =>
    view.calls
      .filter((c) => new URL(c.path, 'http://x').pathname === pathname)
      .map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));
  return { ...view, queries };
}

describe('a list’s sorts on a phone, where its headers are hidden', () => {
  it('offers every sortable column both ways as a menu, the first way first, and sorts by it', async () => {
    const view = open('/press');
    const menu = await screen.findByRole('combobox', { name: 'Sort' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Article (ascending)',
      'Article (descending)',
      'Press (ascending)',
      'Press (descending)',
      'Published (descending)',
      'Published (ascending)',
    ]);
    // The list opens newest publication first: the menu says so.
    expect(menu).toHaveValue('published:desc');

    await userEvent.setup({ delay: null }).selectOptions(menu, 'Press (ascending)');
    await waitFor(() =>
      expect(view.queries('/admin/api/manage/press').at(-1)).toMatchObject({ sort: 'press', order: 'asc' }),
    );
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('press:asc');
  });

  it('names a list’s own order when no column gives it', async () => {
    open('/pages');
    const menu = await screen.findByRole('combobox', { name: 'Sort' });
    expect(menu).toHaveValue('position:asc');
    expect(within(menu).getAllByRole('option')[0]).toHaveTextContent('Standard order');
  });

  it('leaves a screen with a sort menu of its own (artworks) with that one', async () => {
    open('/artworks');
    await screen.findByRole('heading', { name: 'Artworks', level: 1 });
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Sort' })).toHaveLength(1));
  });
});

describe('a page past the end of a list', () => {
  it('says so, with the way back to the first page, instead of calling the list empty', async () => {
    open('/press?page=9&sort=press');
    expect(await screen.findByText('This list has 2 pages; this page is past its end.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the first page' })).toHaveAttribute('href', '/press?sort=press');
  });
});
