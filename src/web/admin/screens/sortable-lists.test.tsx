import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArtworkListAnswer, ManagedCurrency, StaffAccount } from '#shared/api/manage.ts';
import { owner, renderAdmin, type FakeCall } from '../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** The back office at `path` signed in as the owner, its list endpoint answering `answer`. */
function open(path: string, endpoint: string, answer: unknown) {
  const view = renderAdmin(path, (call: FakeCall) => {
    if (call.path === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
    const url = new URL(call.path, 'http://gallery.test');
    if (call.method === 'GET' && url.pathname === `/admin/api/manage/${endpoint}`) return { status: 200, body: answer };
    if (url.pathname === '/admin/api/manage/artists')
      return { status: 200, body: { result: [], page: 1, per_page: 200, total: 0 } };
    return undefined;
  });
  cleanup = view.cleanup;
  const calls = () =>
    view.calls
      .filter((c) => new URL(c.path, 'http://x').pathname === `/admin/api/manage/${endpoint}`)
      .map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));
  return { ...view, calls };
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

/**
 * Presses the header `name` twice: the first press sorts by it in `first` order, the second turns
 * it round; the address and the API call follow, and the other sortable headers say none.
 */
async function expectSortable(
  view: ReturnType<typeof open>,
  name: string,
  key: string,
  first: 'asc' | 'desc',
  others: string[],
) {
  const user = userEvent.setup();
  const second = first === 'asc' ? 'desc' : 'asc';
  const aria = { asc: 'ascending', desc: 'descending' } as const;
  await user.click(within(header(name)).getByRole('button'));
  await waitFor(() => expect(header(name)).toHaveAttribute('aria-sort', aria[first]));
  expect(new URLSearchParams(view.router.state.location.search).get('sort')).toBe(`${key}-${first}`);
  await waitFor(() => expect(view.calls().at(-1)).toMatchObject({ sort: key, order: first }));
  for (const other of others) expect(header(other)).toHaveAttribute('aria-sort', 'none');

  await user.click(within(header(name)).getByRole('button'));
  await waitFor(() => expect(header(name)).toHaveAttribute('aria-sort', aria[second]));
  expect(new URLSearchParams(view.router.state.location.search).get('sort')).toBe(`${key}-${second}`);
  await waitFor(() => expect(view.calls().at(-1)).toMatchObject({ sort: key, order: second }));
}

describe('the pages list', () => {
  const pages = {
    result: [
      { slug: 'about-us', exists: true, page_name: 'About Us', card_count: 0, updated_at: '2026-11-20T10:00:00.000Z' },
      { slug: 'artwork', exists: true, page_name: 'Artwork', card_count: 3, updated_at: '2026-11-21T10:00:00.000Z' },
    ],
  };

  it('sorts by the name, cards and updated headers, keeping the sort in the address', async () => {
    const view = open('/pages', 'pages', pages);
    await screen.findByRole('link', { name: /About Us/ });
    // Menu order by default: no header is sorted, and the address says nothing.
    for (const name of ['Page', 'Cards', 'Updated']) expect(header(name)).toHaveAttribute('aria-sort', 'none');
    expect(view.calls()[0]).toEqual({});
    await expectSortable(view, 'Page', 'name', 'asc', ['Cards', 'Updated']);
    await expectSortable(view, 'Updated', 'updated', 'desc', ['Page', 'Cards']);
    await expectSortable(view, 'Cards', 'cards', 'asc', ['Page', 'Updated']);
  });

  it('reads the sort from the address', async () => {
    const view = open('/pages?sort=cards-desc', 'pages', pages);
    await screen.findByRole('link', { name: /About Us/ });
    expect(header('Cards')).toHaveAttribute('aria-sort', 'descending');
    expect(view.calls()[0]).toEqual({ sort: 'cards', order: 'desc' });
  });
});

describe('the currencies list', () => {
  const currency = (code: string, position: number, extra: Partial<ManagedCurrency> = {}): ManagedCurrency => ({
    code,
    symbol: code === 'OMR' ? 'ر.ع.' : '€',
    name: code === 'OMR' ? 'Omani rial' : 'Euro',
    rate: code === 'OMR' ? '1' : '2.4',
    decimals: code === 'OMR' ? 3 : 2,
    position,
    is_base: code === 'OMR',
    is_default: false,
    ...extra,
  });

  it('sorts by code, name and menu order from the headers, keeping the sort in the address', async () => {
    const view = open('/currencies', 'currencies', {
      result: [currency('OMR', 0), currency('EUR', 1, { is_default: true })],
    });
    expect(await screen.findByText('Omani rial')).toBeInTheDocument();
    expect(view.calls()[0]).toEqual({});
    await expectSortable(view, 'Currency', 'code', 'asc', ['Name', 'Menu order']);
    await expectSortable(view, 'Name', 'name', 'asc', ['Currency', 'Menu order']);
    // Back to menu order, the default: the address carries no sort.
    const user = userEvent.setup();
    await user.click(within(header('Menu order')).getByRole('button'));
    await waitFor(() => expect(header('Menu order')).toHaveAttribute('aria-sort', 'ascending'));
    expect(view.router.state.location.search).toBe('');
    await user.click(within(header('Menu order')).getByRole('button'));
    await waitFor(() => expect(header('Menu order')).toHaveAttribute('aria-sort', 'descending'));
    expect(view.router.state.location.search).toBe('?sort=position-desc');
  });
});

describe('the staff list', () => {
  const member = (id: number, name: string, role: 'owner' | 'editor'): StaffAccount => ({
    id,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@gallery.test`,
    role,
    created_at: `2026-0${id}-01T10:00:00.000Z`,
    disabled_at: null,
  });

  it('sorts by name, e-mail, role and date added from the headers', async () => {
    const view = open('/staff', 'staff', {
      result: [member(1, owner.name, 'owner'), member(2, 'Omar Editor', 'editor')],
    });
    expect(await screen.findByText('omar@gallery.test')).toBeInTheDocument();
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(view.calls()[0]).toEqual({});
    await expectSortable(view, 'Added', 'created', 'desc', ['Name', 'E-mail', 'Role']);
    await expectSortable(view, 'Role', 'role', 'asc', ['Name', 'E-mail', 'Added']);
    await expectSortable(view, 'E-mail', 'email', 'asc', ['Name', 'Role', 'Added']);
    expect(screen.getByRole('button', { name: `Remove ${owner.name}` })).toBeDisabled();
  });
});

describe('the artworks list', () => {
  const artworks: ArtworkListAnswer = {
    result: [
      {
        id: 5,
        product_slug: 'desert-light',
        name: 'Desert Light',
        artist: null,
        price: 120_000,
        product_price: 120_000,
        discount: 0,
        stock: 1,
        status: 'published',
        availability: 'available',
        thumbnail: '',
        created_at: '2026-11-20T10:00:00.000Z',
        updated_at: '2026-11-20T10:00:00.000Z',
      },
    ],
    page: 1,
    per_page: 25,
    total: 1,
    counts: { all: 1, published: 1, draft: 0 },
  };

  it('sorts by the name, price and updated headers, and the sort menu follows', async () => {
    const view = open('/artworks', 'artworks', artworks);
    await screen.findByRole('link', { name: /Desert Light/ });
    expect(header('Updated')).toHaveAttribute('aria-sort', 'descending');
    expect(view.calls()[0]).toMatchObject({ sort: 'updated', order: 'desc' });
    const menu = screen.getByRole('combobox', { name: 'Sort' });
    expect(menu).toHaveValue('updated-desc');

    await expectSortable(view, 'Price', 'price', 'asc', ['Artwork', 'Updated']);
    expect(menu).toHaveValue('price-desc');
    await expectSortable(view, 'Artwork', 'name', 'asc', ['Price', 'Updated']);
    expect(menu).toHaveValue('name-desc');
  });

  it('sorts from the menu too, in the same address format, and keeps the filters', async () => {
    const view = open('/artworks?status=draft', 'artworks', artworks);
    await screen.findByRole('link', { name: /Desert Light/ });
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'price-asc');
    await waitFor(() => expect(header('Price')).toHaveAttribute('aria-sort', 'ascending'));
    expect(new URLSearchParams(view.router.state.location.search).get('sort')).toBe('price-asc');
    await waitFor(() => expect(view.calls().at(-1)).toMatchObject({ sort: 'price', order: 'asc', status: 'draft' }));
  });
});
