import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ArtistDetail, ArtistSummary } from '#shared/api/gallery.ts';
import ArtistDetailPage from './artist-detail.tsx';
import ArtistsPage from './artists.tsx';
import { anArtwork, json, renderGallery, stubApi } from '#tests/setup/gallery-web.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const portrait = (slug: string) => ({ key: slug, widths: [640], width: 800, height: 1000, alt: '' });

function anArtist(overrides: Partial<ArtistDetail> = {}): ArtistDetail {
  return {
    id: 1,
    artist_slug: 'maryam-al-balushi',
    first_name: 'Maryam',
    last_name: 'Al-Balushi',
    profile_image: '/media/maryam-640.webp',
    profile_image_set: portrait('maryam'),
    location: 'Muscat, Oman',
    total_product: 5,
    description: '<p>Maryam paints the light of the <em>Omani coast</em>.</p>',
    products: [],
    ...overrides,
  };
}

describe('Artist list screen', () => {
  it("shows 'Loading...', then 'OUR ARTIST' with its intro and a card per artist with portrait, name and works labelled Art", async () => {
    const artists: ArtistSummary[] = [
      anArtist(),
      anArtist({
        id: 2,
        artist_slug: 'rania-saab',
        first_name: 'Rania',
        last_name: 'Saab',
        location: null,
        total_product: 1,
        profile_image_set: portrait('rania'),
      }),
    ];
    stubApi(({ path }) =>
      path === 'artist_list' ? json({ result: artists }) : json({ message: 'no', errors: [] }, 404),
    );
    renderGallery(<ArtistsPage />, { url: '/artist', path: '/artist' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('OUR ARTIST');
    expect(screen.getByText(/Painters, photographers, calligraphers and sculptors/)).toBeInTheDocument();
    const maryam = (await screen.findByRole('link', { name: 'Maryam Al-Balushi' })).closest('article')!;
    expect(within(maryam).getByRole('link', { name: 'Maryam Al-Balushi' })).toHaveAttribute(
      'href',
      '/artist/maryam-al-balushi',
    );
    const links = maryam.querySelectorAll('a[href="/artist/maryam-al-balushi"]');
    expect(links).toHaveLength(2);
    expect(links[0]!.querySelector('img')).toHaveAttribute('alt', 'Portrait of Maryam Al-Balushi');
    expect(maryam).toHaveTextContent('5 Arts');
    expect(maryam).toHaveTextContent('Muscat, Oman');
    const rania = screen.getByRole('link', { name: 'Rania Saab' }).closest('article')!;
    expect(rania).toHaveTextContent('1 Art');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});

describe('Artist detail screen', () => {
  function serve(artist: ArtistDetail | null) {
    return stubApi(({ path, body }) => {
      if (artist && path === `artist_details/${artist.artist_slug}`) return json({ result: artist });
      if (path === 'product_search' && (body as { artist_slug?: string }).artist_slug === artist?.artist_slug) {
        return json({
          result: [
            anArtwork({
              product_slug: 'indigo-hours',
              product_name: 'Indigo Hours',
              price: 1_650_000,
              product_price: 1_650_000,
            }),
          ],
          total: 1,
          page: 1,
          per_page: 100,
          page_count: 1,
        });
      }
      return json({ message: 'Artist not found', errors: [] }, 404);
    });
  }

  it('shows breadcrumb, portrait, name, rich description, location, the Artworks count and the grid loaded by artist_slug', async () => {
    const seen = serve(anArtist());
    renderGallery(<ArtistDetailPage />, { url: '/artist/maryam-al-balushi', path: '/artist/:artist_slug' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Maryam Al-Balushi' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Artist' })).toHaveAttribute('href', '/artist');
    expect(within(crumbs).getByText('Maryam Al-Balushi')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('img', { name: 'Portrait of Maryam Al-Balushi' })).toBeInTheDocument();
    expect(screen.getByText('Omani coast', { selector: 'em' })).toBeInTheDocument();
    expect(screen.getByText('Location').nextElementSibling).toHaveTextContent('Muscat, Oman');
    expect(screen.getByText('Artworks').nextElementSibling).toHaveTextContent('5');

    const heading = await screen.findByRole('heading', { level: 2, name: 'ARTWORKS By Maryam Al-Balushi' });
    const grid = heading.closest('section')!;
    expect(await within(grid).findByRole('link', { name: 'Indigo Hours' })).toHaveAttribute(
      'href',
      '/arts/indigo-hours',
    );
    expect(grid).toHaveTextContent('1,650.000');
    expect(seen.find((r) => r.path === 'product_search')?.body).toMatchObject({ artist_slug: 'maryam-al-balushi' });
  });

  it('leaves out the location and the count when the artist has none', async () => {
    serve(anArtist({ location: null, total_product: 0 }));
    renderGallery(<ArtistDetailPage />, { url: '/artists/maryam-al-balushi', path: '/artists/:slug' });
    await screen.findByRole('heading', { level: 1, name: 'Maryam Al-Balushi' });
    expect(screen.queryByText('Location')).not.toBeInTheDocument();
    expect(screen.queryByText('Artworks')).not.toBeInTheDocument();
  });

  it('says so when the artist does not exist', async () => {
    serve(null);
    renderGallery(<ArtistDetailPage />, { url: '/artist/nobody', path: '/artist/:artist_slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Artist not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all artists' })).toHaveAttribute('href', '/artist');
  });
});
