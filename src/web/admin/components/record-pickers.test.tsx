import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { owner, renderAdmin, type FakeCall } from '../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const artists = [
  { id: 7, full_name: 'Huda Al Lawati' },
  { id: 9, full_name: 'Salim Al Habsi' },
  { id: 11, full_name: 'Salma Al Rawahi' },
];
const exhibitions = [
  { id: 3, title: 'Salt and Stone', status: 'current' },
  { id: 4, title: 'Saltwater Prints', status: 'upcoming' },
];

/**
 * The back office at `path` with a gallery of any size behind it: the lists answer only what a
 * search asks for (never a whole list), and single records by id.
 */
function open(path: string) {
  const view = renderAdmin(path, ({ method, path: at }: FakeCall) => {
    const url = new URL(at, 'http://x');
    if (url.pathname === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
    if (method !== 'GET') return undefined;
    const term = (url.searchParams.get('search') ?? '').toLowerCase();
    const page = (rows: object[]) => ({
      status: 200,
      body: { result: rows, page: 1, per_page: Number(url.searchParams.get('per_page') ?? 25), total: rows.length },
    });
    if (url.pathname === '/admin/api/manage/artists') {
      return page(artists.filter((a) => term && a.full_name.toLowerCase().includes(term)));
    }
    if (url.pathname === '/admin/api/manage/exhibitions') {
      return page(exhibitions.filter((e) => term && e.title.toLowerCase().includes(term)));
    }
    const artist = /^\/admin\/api\/manage\/artists\/(\d+)$/.exec(url.pathname);
    if (artist) return { status: 200, body: { result: artists.find((a) => a.id === Number(artist[1])) } };
    const exhibition = /^\/admin\/api\/manage\/exhibitions\/(\d+)$/.exec(url.pathname);
    if (exhibition) return { status: 200, body: { result: exhibitions.find((e) => e.id === Number(exhibition[1])) } };
    if (url.pathname === '/admin/api/manage/artworks') {
      return {
        status: 200,
        body: { result: [], page: 1, per_page: 25, total: 0, counts: { all: 0, published: 0, draft: 0 } },
      };
    }
    if (url.pathname === '/admin/api/manage/applications') return page([]);
    return undefined;
  });
  cleanup = view.cleanup;
  const sent = (pathname: string) =>
    view.calls
      .filter((c) => new URL(c.path, 'http://x').pathname === pathname)
      .map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));
  return { ...view, sent };
}

describe('pickers that search instead of loading a whole list', () => {
  it("filters the artworks by an artist found by typing, naming the artist of the address's filter", async () => {
    const view = open('/artworks?artist=7');
    const user = userEvent.setup();
    // The artist of the address is read by id to show its name.
    expect(await screen.findByText('Huda Al Lawati')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Artist'), 'sal');
    const matches = await screen.findByRole('list', { name: 'Artist: matches' });
    await within(matches).findByRole('button', { name: 'Choose Salim Al Habsi' });
    expect(
      within(matches)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Salim Al Habsi'), expect.stringContaining('Salma Al Rawahi')]);
    await user.click(within(matches).getByRole('button', { name: 'Choose Salim Al Habsi' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?artist=9'));
    expect(screen.queryByText('Huda Al Lawati')).toBeNull();
    expect(screen.getByText('Salim Al Habsi')).toBeInTheDocument();
    await waitFor(() => expect(view.sent('/admin/api/manage/artworks').at(-1)).toMatchObject({ artist_id: '9' }));

    await user.click(screen.getByRole('button', { name: 'Remove Salim Al Habsi' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    // Only searches were sent to the artists list, each asking for a few matches.
    const searches = view.sent('/admin/api/manage/artists');
    expect(searches.length).toBeGreaterThan(0);
    for (const query of searches) expect(query).toMatchObject({ search: expect.any(String), per_page: '8' });
  });

  it('filters the applications by an exhibition found by typing', async () => {
    const view = open('/applications');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Exhibition'), 'water');
    await user.click(await screen.findByRole('button', { name: 'Choose Saltwater Prints' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?exhibition=4'));
    expect(screen.getByText('Saltwater Prints')).toBeInTheDocument();
    await waitFor(() =>
      expect(view.sent('/admin/api/manage/applications').at(-1)).toMatchObject({ exhibition_id: '4' }),
    );
    for (const query of view.sent('/admin/api/manage/exhibitions')) {
      expect(query).toMatchObject({ search: expect.any(String), per_page: '8' });
    }
  });
});
