import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductFilters, ProductSearchAnswer, ProductSearchBody } from '#shared/api/catalog.ts';
import { aProduct, json, renderWithProviders, stubApi } from '#web/features/catalog/test-utils.tsx';
import ArtworksList from './artworks-list.tsx';

const filters: ProductFilters = {
  artists: [
    { slug: 'layla-al-said', name: 'Layla Al Said', count: 4 },
    { slug: 'omar-hassan', name: 'Omar Hassan', count: 2 },
  ],
  categories: [{ slug: 'painting', name: 'Painting', count: 5 }],
  tags: [
    { slug: 'desert', name: 'Desert', count: 3 },
    { slug: 'sea', name: 'Sea', count: 2 },
  ],
  mediums: [
    { slug: 'oil', name: 'Oil', count: 3 },
    { slug: 'photography', name: 'Photography', count: 2 },
  ],
  orientations: [{ slug: 'portrait', name: 'Portrait', count: 2 }],
  price: { min: 20_000, max: 900_000 },
};

let bodies: ProductSearchBody[] = [];
let facetQueries: Record<string, string>[] = [];
let answer: (body: ProductSearchBody) => ProductSearchAnswer | 'error';

beforeEach(() => {
  bodies = [];
  const works = [
    aProduct(),
    aProduct({ id: 8, product_id: 8, product_slug: 'harbour', product_name: 'Harbour', availability: 'sold' }),
  ];
  answer = (body) => ({ result: works, total: 14, page: Number(body.page ?? 1), per_page: 12, page_count: 2 });
  facetQueries = [];
  stubApi((path, _method, body, url) => {
    if (path === 'product_filter') {
      if (!url.search) return json({ result: filters });
      // Counted under the list's filters: with desert chosen, one sea work is left.
      facetQueries.push(Object.fromEntries(url.searchParams));
      return json({ result: { ...filters, tags: [filters.tags[0], { ...filters.tags[1]!, count: 0 }] } });
    }
    if (path === 'product_search') {
      bodies.push(body as ProductSearchBody);
      const result = answer(body as ProductSearchBody);
      return result === 'error' ? json({ message: 'boom', errors: [] }, 500) : json(result);
    }
    return json({ message: 'not found', errors: [] }, 404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;

describe('Artworks list screen', () => {
  it('shows the header, the cards with their marks, and the count', async () => {
    renderWithProviders(<ArtworksList />, { url: '/arts', path: '/arts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Artworks' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Dunes at Dusk' })).toHaveAttribute('href', '/arts/dunes-at-dusk');
    const harbour = screen.getByRole('link', { name: 'Harbour' }).closest('article')!;
    expect(within(harbour).getByText('Sold')).toBeInTheDocument();
    expect(screen.getByText('14 artworks')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ sort: 'newest', page: 1, per_page: 12, availability: 'all' });
  });

  it('reads search, filters, sort and page from the URL and sends them to the API', async () => {
    renderWithProviders(<ArtworksList />, {
      url: '/arts?q=dunes&medium=oil&artist=omar-hassan&sort=price_asc&page=2',
      path: '/arts',
    });
    await screen.findByRole('link', { name: 'Dunes at Dusk' });
    expect(bodies.at(-1)).toEqual({
      search: 'dunes',
      medium: ['oil'],
      artist_slug: ['omar-hassan'],
      sort: 'price_asc',
      page: 2,
      per_page: 12,
      availability: 'all',
    });
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    expect(await within(sidebar).findByRole('checkbox', { name: /Oil/ })).toBeChecked();
    expect(within(sidebar).getByRole('checkbox', { name: /Omar Hassan/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    expect(screen.getByRole('searchbox', { name: 'Search artworks' })).toHaveValue('dunes');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes each change into the URL and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ArtworksList />, { url: '/arts?page=2', path: '/arts' });
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    await user.click(await within(sidebar).findByRole('checkbox', { name: /Photography/ }));
    expect(location()).toBe('/arts?medium=photography');
    await user.click(within(sidebar).getByRole('checkbox', { name: /Layla Al Said/ }));
    expect(location()).toBe('/arts?artist=layla-al-said&medium=photography');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_desc');
    expect(location()).toBe('/arts?artist=layla-al-said&medium=photography&sort=price_desc');
    await user.click(within(sidebar).getByRole('radio', { name: 'Available' }));
    expect(location()).toContain('availability=available');
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({
        artist_slug: ['layla-al-said'],
        medium: ['photography'],
        sort: 'price_desc',
        page: 1,
      }),
    );

    await user.click(await screen.findByRole('link', { name: 'Page 2' }));
    expect(location()).toBe(
      '/arts?artist=layla-al-said&medium=photography&availability=available&sort=price_desc&page=2',
    );
  });

  it('filters by tag from the URL and the sidebar, with a removable chip', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ArtworksList />, { url: '/arts?tag=desert', path: '/arts' });
    await screen.findByRole('link', { name: 'Dunes at Dusk' });
    expect(bodies.at(-1)).toMatchObject({ tag: ['desert'] });
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    const tags = (await within(sidebar).findByRole('group', { name: 'Tag' })) as HTMLElement;
    expect(within(tags).getByRole('checkbox', { name: /Desert/ })).toBeChecked();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText('Desert')).toBeInTheDocument();

    await user.click(within(tags).getByRole('checkbox', { name: /Sea/ }));
    expect(location()).toBe('/arts?tag=desert%2Csea');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ tag: ['desert', 'sea'], page: 1 }));

    await user.click(within(within(chips).getByText('Desert').closest('li')!).getByRole('button'));
    expect(location()).toBe('/arts?tag=sea');
  });

  it('counts each filter choice under the others once the list is narrowed, and dims one that finds nothing', async () => {
    renderWithProviders(<ArtworksList />, { url: '/arts?tag=desert&availability=available', path: '/arts' });
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    const tags = (await within(sidebar).findByRole('group', { name: 'Tag' })) as HTMLElement;
    await waitFor(() => expect(facetQueries.at(-1)).toEqual({ tag: 'desert', availability: 'available' }));
    const sea = within(tags).getByRole('checkbox', { name: /Sea/ }).closest('label')!;
    await waitFor(() => expect(sea).toHaveTextContent('0'));
    expect(sea).toHaveAttribute('data-empty');
    // The chosen one is never dimmed.
    expect(
      within(tags)
        .getByRole('checkbox', { name: /Desert/ })
        .closest('label'),
    ).not.toHaveAttribute('data-empty');
  });

  it('shows, in a folded facet list, the values that find something under the other filters', async () => {
    const artists = Array.from({ length: 10 }, (_, i) => ({ slug: `artist-${i}`, name: `Artist ${i}`, count: 3 }));
    stubApi((path, _method, _body, url) => {
      if (path === 'product_filter') {
        const counted = url.search ? artists.map((a, i) => ({ ...a, count: i === 8 ? 2 : 0 })) : artists;
        return json({ result: { ...filters, artists: counted } });
      }
      if (path === 'product_search')
        return json({ result: [aProduct()], total: 1, page: 1, per_page: 12, page_count: 1 });
      return json({ message: 'not found', errors: [] }, 404);
    });
    renderWithProviders(<ArtworksList />, { url: '/arts?category=painting', path: '/arts' });
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    const group = (await within(sidebar).findByRole('group', { name: 'Artist' })) as HTMLElement;
    // Folded: the one artist with works among the paintings is in sight, not six who have none.
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('checkbox')
          .map((c) => c.closest('label')!.textContent),
      ).toEqual(['Artist 82']),
    );
  });

  it('searches from the search box on Enter', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ArtworksList />, { url: '/arts', path: '/arts' });
    await user.type(screen.getByRole('searchbox', { name: 'Search artworks' }), 'harbour{Enter}');
    expect(location()).toBe('/arts?q=harbour');
  });

  it('shows the empty state with a button that clears the filters', async () => {
    const user = userEvent.setup();
    answer = (body) =>
      body.medium
        ? { result: [], total: 0, page: 1, per_page: 12, page_count: 0 }
        : { result: [aProduct()], total: 1, page: 1, per_page: 12, page_count: 1 };
    renderWithProviders(<ArtworksList />, { url: '/arts?medium=oil&sort=name', path: '/arts' });
    const empty = (await screen.findByText('No artworks match these filters')).parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/arts?sort=name');
    expect(await screen.findByRole('link', { name: 'Dunes at Dusk' })).toBeInTheDocument();
  });

  it('shows an error state with a retry', async () => {
    answer = () => 'error';
    renderWithProviders(<ArtworksList />, { url: '/arts', path: '/arts' });
    expect(await screen.findByText('The artworks could not be loaded')).toBeInTheDocument();
    answer = () => ({ result: [aProduct()], total: 1, page: 1, per_page: 12, page_count: 1 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Dunes at Dusk' })).toBeInTheDocument();
  });
});
