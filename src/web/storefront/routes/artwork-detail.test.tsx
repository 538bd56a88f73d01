import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '#web/lib/toast.ts';
import type { ProductDetail } from '#shared/api/catalog.ts';
import { aCard, aProduct, json, renderWithProviders, stubApi } from '#web/features/catalog/test-utils.tsx';
import { artworkViewed } from '#web/lib/state/product-slice.ts';
import type { RootState } from '#web/lib/store.ts';
import ArtworkDetailPage from './artwork-detail.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notify: vi.fn(), requestToasts: vi.fn(), useToastsRequested: () => false }));

const image = (n: number) => ({
  key: `work-${n}`,
  widths: [400, 800],
  width: 800,
  height: 1000,
  alt: '',
});

function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...aProduct({
      price: 200_000,
      discount: 10,
      product_price: 180_000,
      image_set: [image(1), image(2), image(3)],
      depth_cm: 4,
      framed: true,
    }),
    artist_profile: null,
    exhibitions: [{ exhibition_slug: 'light-of-oman', exhibition_title: 'Light of Oman' }],
    related: [aCard({ id: 9, product_slug: 'tide', product_name: 'Tide' })],
    ...overrides,
  };
}

function serve(found: ProductDetail | null) {
  return stubApi((path) => {
    if (path === `product_id/${found?.product_slug}` || path === `product_id/${found?.id}`)
      return json({ result: found, shipping: { page_description: '<p>Insured delivery across Oman in 5 days.</p>' } });
    if (path.startsWith('cart/list/'))
      return json({
        result: [],
        sub_total: 0,
        tax_price: 0,
        shipping_price: 0,
        total_price: 0,
        item_count: 0,
        free_delivery_threshold: 200_000,
      });
    return json({ message: 'Artwork not found', errors: [{ field: 'id', message: 'no such artwork' }] }, 404);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('Artwork detail screen', () => {
  it('shows the artwork: breadcrumb, title, artist link, discounted price, facts, sections and related works', async () => {
    serve(detail());
    const { container } = renderWithProviders(<ArtworkDetailPage />, {
      url: '/arts/dunes-at-dusk',
      path: '/arts/:product_slug',
    });

    expect(await screen.findByRole('heading', { level: 1, name: /Dunes at Dusk/ })).toBeInTheDocument();
    const crumbs = screen.getAllByRole('navigation').find((n) => within(n).queryByRole('link', { name: 'Artworks' }))!;
    expect(within(crumbs).getByRole('link', { name: 'Artworks' })).toHaveAttribute('href', '/arts');
    expect(within(crumbs).getByText('Dunes at Dusk')).toHaveAttribute('aria-current', 'page');

    expect(screen.getByRole('link', { name: 'Layla Al Said' })).toHaveAttribute('href', '/artist/layla-al-said');
    expect(container.querySelector('s')).toHaveTextContent('200.000');
    expect(screen.getAllByText(/180\.000/).length).toBeGreaterThan(0);
    expect(screen.getByText('Evening light over the Wahiba Sands.')).toBeInTheDocument();

    const facts = screen.getByRole('heading', { name: 'Details' }).closest('section')!;
    expect(within(facts).getByText('100 × 75 × 4 cm')).toBeInTheDocument();
    expect(within(facts).getByText('Unique')).toBeInTheDocument();
    expect(within(facts).getByText('Framed')).toBeInTheDocument();
    expect(within(facts).getByText('Landscape')).toBeInTheDocument();

    expect(screen.getByText('Insured delivery across Oman in 5 days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Light of Oman' })).toHaveAttribute('href', '/exhibitions/light-of-oman');
    expect(screen.getByRole('link', { name: 'Tide' })).toHaveAttribute('href', '/arts/tide');
    // The head follows the screen from an effect, once it is painted.
    await waitFor(() => expect(document.title).toBe('Dunes at Dusk | Bait Al Fann'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/arts\/dunes-at-dusk$/,
    );
  });

  it('offers an enquiry about the work, and about similar works instead of a bare contact link once it is sold', async () => {
    serve(detail());
    const first = renderWithProviders(<ArtworkDetailPage />, {
      url: '/arts/dunes-at-dusk',
      path: '/arts/:product_slug',
    });
    expect(await screen.findByRole('button', { name: 'Enquire about this work' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    first.unmount();
    vi.unstubAllGlobals();

    serve(detail({ availability: 'sold', stock: 0 }));
    renderWithProviders(<ArtworkDetailPage />, { url: '/arts/dunes-at-dusk', path: '/arts/:product_slug' });
    expect(await screen.findByRole('button', { name: 'Enquire about similar works' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enquire about this work' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact the gallery' })).not.toBeInTheDocument();
  });

  it('introduces the artist with a portrait, where they work, a few lines and a link to all their works', async () => {
    serve(
      detail({
        artist_profile: {
          artist_slug: 'layla-al-said',
          full_name: 'Layla Al Said',
          profile_image: '/media/layla-400.webp',
          profile_image_set: { ...image(7), alt: '' },
          location: 'Muscat, Oman',
          about: 'Paints the coast of Oman at first light.',
        },
      }),
    );
    renderWithProviders(<ArtworkDetailPage />, { url: '/arts/dunes-at-dusk', path: '/arts/:product_slug' });
    const block = await screen.findByRole('region', { name: 'About the artist' });
    expect(within(block).getByRole('img', { name: 'Portrait of Layla Al Said' })).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Layla Al Said' })).toHaveAttribute('href', '/artist/layla-al-said');
    expect(within(block).getByText('Muscat, Oman')).toBeInTheDocument();
    expect(within(block).getByText('Paints the coast of Oman at first light.')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'See all works by Layla Al Said' })).toHaveAttribute(
      'href',
      '/artist/layla-al-said',
    );
  });

  it('remembers the artworks the visitor opened and shows them, but the current one, as recently viewed', async () => {
    serve(detail());
    const { store } = renderWithProviders(<ArtworkDetailPage />, {
      url: '/arts/dunes-at-dusk',
      path: '/arts/:product_slug',
    });
    await screen.findByRole('heading', { level: 1, name: /Dunes at Dusk/ });
    await waitFor(() =>
      expect((store.getState() as RootState).product.recentlyViewed.map((item) => item.product_slug)).toEqual([
        'dunes-at-dusk',
      ]),
    );
    // Alone on the trail, the current work is not offered back to the visitor.
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).not.toBeInTheDocument();
    store.dispatch(artworkViewed({ ...aCard({ id: 12, product_slug: 'night-souq', product_name: 'Night Souq' }) }));
    const section = (await screen.findByRole('heading', { name: 'Recently viewed' })).closest('section')!;
    expect(within(section).getByRole('link', { name: /Night Souq/ })).toHaveAttribute('href', '/arts/night-souq');
    expect(within(section).queryByRole('link', { name: /Dunes at Dusk/ })).not.toBeInTheDocument();
  });

  it('has a gallery whose first image loads first and thumbnails that are buttons', async () => {
    serve(detail());
    renderWithProviders(<ArtworkDetailPage />, { url: '/product/7', path: '/product/:id' });
    const thumbnails = await screen.findAllByRole('button', { name: /Show image \d of 3/ });
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
    const open = screen.getAllByRole('button', { name: /Open full-screen view/ });
    const first = within(open[0]!).getByRole('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('alt', 'Dunes at Dusk by Layla Al Said, view 1');
    expect(first).toHaveAttribute('sizes');
    expect(within(open[1]!).getByRole('img', { hidden: true })).toHaveAttribute('loading', 'lazy');
  });

  it('says so when the artwork does not exist', async () => {
    serve(null);
    renderWithProviders(<ArtworkDetailPage />, { url: '/arts/no-such-work', path: '/arts/:product_slug' });
    expect(await screen.findByText('We could not find this artwork')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all artworks' })).toHaveAttribute('href', '/arts');
  });

  it('shares the artwork’s public page on the networks, by e-mail and as a copied link', async () => {
    serve(detail());
    // Opened by its numeric address: the shared link is still the artwork's own /arts/{product_slug}.
    renderWithProviders(<ArtworkDetailPage />, { url: `/product/${detail().id}`, path: '/product/:id' });
    await screen.findByRole('heading', { level: 1, name: /Dunes at Dusk/ });
    const page = encodeURIComponent(`${window.location.origin}/arts/dunes-at-dusk`);
    const share = screen.getByRole('list', { name: 'Share' });
    const href = (name: string) => within(share).getByRole('link', { name }).getAttribute('href');
    expect(href('Share on WhatsApp')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Dunes at Dusk, Layla Al Said ${window.location.origin}/arts/dunes-at-dusk`)}`,
    );
    expect(href('Share on Facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${page}`);
    expect(href('Share on X (Twitter)')).toContain(`url=${page}`);
    expect(href('Share on Pinterest')).toContain(
      `url=${page}&media=${encodeURIComponent(`${window.location.origin}/media/`)}`,
    );
    expect(href('Share by e-mail')).toMatch(/^mailto:\?subject=Dunes%20at%20Dusk.*arts%2Fdunes-at-dusk/);
    for (const link of within(share).getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(share).queryByRole('button', { name: /Share “/ })).toBeNull();

    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }));
    await userEvent.click(within(share).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/arts/dunes-at-dusk`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('uses the device’s share sheet where the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    serve(detail());
    renderWithProviders(<ArtworkDetailPage />, { url: '/arts/dunes-at-dusk', path: '/arts/:product_slug' });
    await userEvent.click(await screen.findByRole('button', { name: 'Share “Dunes at Dusk, Layla Al Said”' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Dunes at Dusk, Layla Al Said',
      url: `${window.location.origin}/arts/dunes-at-dusk`,
    });
    expect(screen.queryByRole('link', { name: 'Share on Facebook' })).toBeNull();
  });

  it('adds the artwork to the wishlist and the compare list with their toasts, then disables the buttons', async () => {
    serve(detail());
    const { store } = renderWithProviders(<ArtworkDetailPage />, {
      url: '/arts/dunes-at-dusk',
      path: '/arts/:product_slug',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Added To wishlist'));
    expect(screen.getByRole('button', { name: 'In your wishlist' })).toBeDisabled();
    expect(store.getState().wishlist.items.map((i: { product_slug: string }) => i.product_slug)).toEqual([
      'dunes-at-dusk',
    ]);

    await user.click(screen.getByRole('button', { name: 'Add to compare' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Added To compare'));
    expect(screen.getByRole('button', { name: 'In your comparison' })).toBeDisabled();
  });
});
