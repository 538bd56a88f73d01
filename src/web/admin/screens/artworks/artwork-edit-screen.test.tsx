import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NEW_ARTWORK_DEFAULTS, type ManagedArtwork } from '#shared/api/manage.ts';
import { owner, renderAdmin, type FakeCall } from '../../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const emptyPage = { result: [], page: 1, per_page: 200, total: 0 };

/** What the server keeps of a new work: its defaults (shared with the server) and what was sent. */
function savedArtwork(body: Record<string, unknown>): ManagedArtwork {
  const { images: _images, exhibition_ids: _exhibitions, ...defaults } = NEW_ARTWORK_DEFAULTS;
  return {
    ...defaults,
    id: 77,
    product_slug: String(body.product_slug || 'saved'),
    storefront_url: '/arts/saved',
    name: String(body.name),
    artist: null,
    price: Number(body.price),
    product_price: Number(body.price),
    discount: Number(body.discount ?? 0),
    stock: Number(body.stock ?? 1),
    sale_count: 0,
    status: body.status === 'published' ? 'published' : 'draft',
    feature_image: null,
    images: [],
    variations: (body.variations as ManagedArtwork['variations']) ?? [],
    exhibitions: [],
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  };
}

/** The new-artwork page with an API that saves what it is sent (or answers `refuse`). */
function openNewArtwork(refuse?: { status: number; body: unknown }) {
  const view = renderAdmin('/artworks/new', ({ method, path, body }: FakeCall) => {
    if (path === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
    if (path.startsWith('/admin/api/manage/artists?') || path.startsWith('/admin/api/manage/exhibitions?')) {
      // Only what a search asks for, as from a gallery of any size.
      const url = new URL(path, 'http://x');
      const term = (url.searchParams.get('search') ?? '').toLowerCase();
      const rows: { id: number; full_name?: string; title?: string; status?: string }[] = url.pathname.endsWith(
        '/artists',
      )
        ? [{ id: 7, full_name: 'Huda Al Lawati' }]
        : [
            { id: 3, title: 'Salt and Stone', status: 'current' },
            { id: 4, title: 'Saltwater Prints', status: 'upcoming' },
          ];
      const found = rows.filter((r) => term && (r.full_name ?? r.title ?? '').toLowerCase().includes(term));
      return { status: 200, body: { ...emptyPage, result: found, total: found.length } };
    }
    if (method === 'POST' && path === '/admin/api/manage/artworks') {
      return refuse ?? { status: 201, body: { result: savedArtwork(body as Record<string, unknown>) } };
    }
    if (method === 'GET' && path === '/admin/api/manage/translations/artwork/77') {
      const fields = [{ name: 'name', kind: 'text', max: 200, english: 'Qurum at Low Tide' }];
      const values = { fr: { name: 'Qurum à marée basse' }, de: {}, ar: {} };
      return { status: 200, body: { result: { entity: 'artwork', id: '77', fields, values, updated_at: null } } };
    }
    if (method === 'GET' && path === '/admin/api/manage/artworks/77') {
      const posted = view.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
      return { status: 200, body: { result: savedArtwork(posted) } };
    }
    return undefined;
  });
  cleanup = view.cleanup;
  return view;
}

const posts = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/admin/api/manage/artworks');

describe('the artwork form', { timeout: 30_000 }, () => {
  it('refuses to publish with missing or malformed fields, saying what is wrong beside each', async () => {
    const view = openNewArtwork();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'New artwork', level: 1 });

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Enter the price in rials.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByText('2 fields need your attention')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Desert Light');
    await user.type(screen.getByLabelText('Price'), '12.3456');
    // The form checks a changed field again as it changes, a moment after the typing.
    await waitFor(() =>
      expect(screen.getByLabelText('Price')).toHaveAccessibleDescription(
        'Enter the price in rials with at most 3 decimals, e.g. 1250.500.',
      ),
    );

    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '120');
    await user.clear(screen.getByLabelText(/^Discount/));
    await user.type(screen.getByLabelText(/^Discount/), '150');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Discount/)).toHaveAccessibleDescription('Enter a number from 0 to 100.'),
    );
    await user.clear(screen.getByLabelText(/^Discount/));
    await user.type(screen.getByLabelText(/^Discount/), '10');

    await user.click(screen.getByRole('radio', { name: 'Limited edition' }));
    await user.type(screen.getByLabelText('Number in the edition'), '30');
    await user.type(screen.getByLabelText('Edition size'), '25');
    await user.type(screen.getByLabelText(/^Affiliate link/), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Number in the edition')).toHaveAccessibleDescription(
        'The number cannot be higher than the edition size.',
      ),
    );
    expect(screen.getByLabelText(/^Affiliate link/)).toHaveAccessibleDescription(
      'Enter a full web address starting with https://',
    );
    expect(posts(view.calls)).toHaveLength(0);
  });

  it('keeps a slug typed by hand, in lowercase, when the name changes after it', async () => {
    openNewArtwork();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'New artwork', level: 1 });
    const slug = screen.getByLabelText('Address (slug)');
    // No phone keyboard capitalises or "corrects" an address.
    expect(slug).toHaveAttribute('autocapitalize', 'off');
    expect(slug).toHaveAttribute('autocorrect', 'off');
    expect(slug).toHaveAttribute('spellcheck', 'false');
    await user.type(screen.getByLabelText('Name'), 'Qurum');
    await user.clear(slug);
    await user.type(slug, 'Qurum-Tide');
    expect(slug).toHaveValue('qurum-tide');
    await user.type(screen.getByLabelText('Name'), ' at Low Tide');
    expect(slug).toHaveValue('qurum-tide');
  });

  it('sends the price typed in rials as integer baisa, with the slug made from the name', async () => {
    const view = openNewArtwork();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'New artwork', level: 1 });
    await user.type(screen.getByLabelText('Name'), 'Qurum at Low Tide');
    expect(screen.getByLabelText('Address (slug)')).toHaveValue('qurum-at-low-tide');
    await user.type(screen.getByLabelText('Price'), '1,250.5');
    await user.clear(screen.getByLabelText(/^Discount/));
    await user.type(screen.getByLabelText(/^Discount/), '10');
    // 1250.500 less 10% is 1125.450, shown before saving.
    expect(screen.getByText('Customers pay OMR 1,125.450.')).toBeInTheDocument();
    // Nothing to translate before the artwork exists.
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(posts(view.calls)).toHaveLength(1));
    expect(posts(view.calls)[0]!.body).toMatchObject({
      name: 'Qurum at Low Tide',
      product_slug: 'qurum-at-low-tide',
      price: 1_250_500,
      discount: 10,
      stock: 1,
      status: 'published',
      edition_type: 'unique',
      edition_size: null,
      variations: [],
      images: [],
    });
    expect(
      await screen.findByText('Saved. The artwork is published on the storefront.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/artworks/77');
    expect(screen.getByLabelText('Price')).toHaveValue('1250.500');
    await user.click(await screen.findByRole('button', { name: 'Translate' }));
    const translations = await screen.findByRole('form', { name: 'Translations' });
    expect(within(translations).getByRole('textbox', { name: /Name/ })).toHaveValue('Qurum à marée basse');
  });

  it('chooses the artist and exhibitions by searching, and sends their ids', async () => {
    const view = openNewArtwork();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'New artwork', level: 1 });
    await user.type(screen.getByLabelText('Name'), 'Tide Marks');
    await user.type(screen.getByLabelText('Price'), '80');

    await user.type(screen.getByLabelText('Artist'), 'huda');
    await user.click(await screen.findByRole('button', { name: 'Choose Huda Al Lawati' }));
    await user.type(screen.getByLabelText('Exhibitions'), 'salt');
    await user.click(await screen.findByRole('button', { name: 'Choose Salt and Stone' }));
    await user.type(screen.getByLabelText('Exhibitions'), 'salt');
    expect(await screen.findByRole('button', { name: 'Salt and Stone is chosen' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Choose Saltwater Prints' }));
    await user.click(screen.getByRole('button', { name: 'Remove Salt and Stone' }));
    expect(screen.getByText('Saltwater Prints')).toBeInTheDocument();
    expect(screen.getByText('Huda Al Lawati')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(posts(view.calls)).toHaveLength(1));
    expect(posts(view.calls)[0]!.body).toMatchObject({ artist_id: 7, exhibition_ids: [4] });
  });

  it('keeps colours and sizes with their stock, and checks each size', async () => {
    const view = openNewArtwork();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'New artwork', level: 1 });
    await user.type(screen.getByLabelText('Name'), 'Night Script');
    await user.type(screen.getByLabelText('Price'), '95');

    await user.click(screen.getByRole('button', { name: 'Add a colour' }));
    const colour = screen.getByRole('group', { name: 'Colour 1' });
    await user.type(within(colour).getByLabelText('Colour'), 'Black');
    await user.type(within(colour).getByLabelText('Size: Black, size 1'), 'A3');
    await user.clear(within(colour).getByLabelText('Stock: Black, size 1'));
    await user.type(within(colour).getByLabelText('Stock: Black, size 1'), '5');
    await user.click(within(colour).getByRole('button', { name: 'Add a size' }));
    await user.type(within(colour).getByLabelText('Size: Black, size 2'), 'a3');
    await user.clear(within(colour).getByLabelText('Stock: Black, size 2'));
    await user.type(within(colour).getByLabelText('Stock: Black, size 2'), 'two');
    expect(screen.getByText('5 in stock across all sizes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    // The form is checked asynchronously (its zod resolver): the messages come a moment after the click.
    expect(await within(colour).findByText('This size is listed twice for the colour.')).toBeInTheDocument();
    expect(within(colour).getByText('Enter a whole number.')).toBeInTheDocument();
    expect(posts(view.calls)).toHaveLength(0);

    await user.clear(within(colour).getByLabelText('Size: Black, size 2'));
    await user.type(within(colour).getByLabelText('Size: Black, size 2'), 'A2');
    await user.clear(within(colour).getByLabelText('Stock: Black, size 2'));
    await user.type(within(colour).getByLabelText('Stock: Black, size 2'), '2');
    await user.click(screen.getByRole('button', { name: 'Add a colour' }));
    await user.type(within(screen.getByRole('group', { name: 'Colour 2' })).getByLabelText('Colour'), 'White');
    await user.type(screen.getByLabelText('Size: White, size 1'), 'A2');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(posts(view.calls)).toHaveLength(1));
    expect((posts(view.calls)[0]!.body as { variations: unknown }).variations).toEqual([
      {
        color: 'Black',
        sizes: [
          { name: 'A3', stock: 5 },
          { name: 'A2', stock: 2 },
        ],
      },
      { color: 'White', sizes: [{ name: 'A2', stock: 1 }] },
    ]);
  });

  it('shows the server’s field errors beside the fields', async () => {
    openNewArtwork({
      status: 409,
      body: {
        message: 'product_slug: is already used by another artwork',
        errors: [{ field: 'product_slug', message: 'is already used by another artwork' }],
      },
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'New artwork', level: 1 });
    await user.type(screen.getByLabelText('Name'), 'Nun');
    await user.type(screen.getByLabelText('Price'), '1100');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Address (slug)')).toHaveAccessibleDescription('is already used by another artwork'),
    );
    expect(screen.getByText('One field needs your attention')).toBeInTheDocument();
  });
});

describe('editing an artwork', { timeout: 30_000 }, () => {
  it('sends the stamp it loaded, and says so when a sale or a colleague changed the work since, keeping what was typed', async () => {
    const loaded = { ...savedArtwork({ name: 'Nun', price: 1_100_000, status: 'published' }), sku: 'BAF-0020' };
    const message =
      'This artwork was changed by a sale or someone else after you opened it. Your changes were not saved: open it again to see what changed, then make yours.';
    const view = renderAdmin('/artworks/77', ({ method, path }: FakeCall) => {
      if (path === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
      if (method === 'GET' && path === '/admin/api/manage/artworks/77')
        return { status: 200, body: { result: loaded } };
      if (method === 'GET' && path === '/admin/api/manage/artwork-labels') return { status: 200, body: { result: [] } };
      if (method === 'GET' && path.startsWith('/admin/api/manage/translations/')) {
        return {
          status: 200,
          body: {
            result: { entity: 'artwork', id: '77', fields: [], values: { fr: {}, de: {}, ar: {} }, updated_at: null },
          },
        };
      }
      if (method === 'PUT' && path === '/admin/api/manage/artworks/77') {
        return { status: 409, body: { message, errors: [] } };
      }
      return undefined;
    });
    cleanup = view.cleanup;
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Nun', level: 1 });
    await user.clear(screen.getByLabelText(/^SKU/));
    await user.type(screen.getByLabelText(/^SKU/), 'BAF-0021');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByText(message);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    const put = view.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ sku: 'BAF-0021', updated_at: loaded.updated_at });
    expect(screen.getByLabelText(/^SKU/)).toHaveValue('BAF-0021');
  });
});

describe('translations below the artwork form', { timeout: 30_000 }, () => {
  it('keeps French typed and not saved yet when the artwork itself is saved, and asks before leaving with it', async () => {
    let artwork = { ...savedArtwork({ name: 'Nun', price: 1_100_000, status: 'published' }), sku: 'BAF-0020' };
    const view = renderAdmin('/artworks/77', ({ method, path, body }: FakeCall) => {
      if (path === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
      if (method === 'GET' && path === '/admin/api/manage/artworks/77')
        return { status: 200, body: { result: artwork } };
      if (method === 'PUT' && path === '/admin/api/manage/artworks/77') {
        // The server's new version, with a new stamp: the form starts again from it.
        artwork = { ...artwork, ...(body as object), updated_at: '2026-11-21T10:00:00.000Z' };
        return { status: 200, body: { result: artwork } };
      }
      if (method === 'GET' && path === '/admin/api/manage/translations/artwork/77') {
        return {
          status: 200,
          body: {
            result: {
              entity: 'artwork',
              id: '77',
              fields: [{ name: 'name', kind: 'text', max: 200, english: 'Nun' }],
              values: { fr: {}, de: {}, ar: {} },
              updated_at: null,
            },
          },
        };
      }
      return undefined;
    });
    cleanup = view.cleanup;
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Nun', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    const panel = await screen.findByRole('form', { name: 'Translations' });
    await user.type(within(panel).getByLabelText(/^Name/), 'Noun');

    await user.clear(screen.getByLabelText(/^SKU/));
    await user.type(screen.getByLabelText(/^SKU/), 'BAF-0021');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    await screen.findByText(/Saved/);
    expect(screen.getByLabelText(/^SKU/)).toHaveValue('BAF-0021');
    expect(within(screen.getByRole('form', { name: 'Translations' })).getByLabelText(/^Name/)).toHaveValue('Noun');

    // The artwork is saved, its French is not: going back to the list asks first.
    await user.click(screen.getByRole('link', { name: /Artworks/, current: false }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  });
});
