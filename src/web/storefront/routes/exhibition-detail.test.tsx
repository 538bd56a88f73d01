import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ExhibitionDetail } from '#shared/api/gallery.ts';
import ExhibitionDetailPage from './exhibition-detail.tsx';
import { anExhibition, json, renderGallery, stubApi } from '#tests/setup/gallery-web.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notify: vi.fn(), requestToasts: vi.fn(), useToastsRequested: () => false }));

function serve(exhibition: ExhibitionDetail | null) {
  return stubApi(({ path }) => {
    if (exhibition && path === `exhibitions_details/${exhibition.exhibition_slug}`) return json({ result: exhibition });
    return json({ message: 'Exhibition not found', errors: [{ field: 'slug', message: 'no such exhibition' }] }, 404);
  });
}

function open(slug = 'patterns-of-belonging', language = 'en') {
  return renderGallery(<ExhibitionDetailPage />, {
    url: `/exhibitions/${slug}`,
    path: '/exhibitions/:exhibition_slug',
    language,
  });
}

beforeEach(() => {
  // Only the clock: the fake API still answers at once.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Exhibition detail screen', () => {
  it("shows 'Loading...' until the details arrive, then breadcrumb, image, title and the British date range", async () => {
    serve(anExhibition({ exhibition_start_date: '2026-11-03', exhibition_end_date: '2027-01-14' }));
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Patterns of Belonging' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Exhibitions' })).toHaveAttribute('href', '/exhibitions');
    expect(within(crumbs).getByText('Patterns of Belonging')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('exhibition-dates')).toHaveTextContent(/^3 November 2026 To 14 January 2027$/);
    expect(screen.getByRole('img', { name: 'Installation view' })).toHaveAttribute('src', '/media/patterns-640.webp');
  });

  it('renders the full description as rich text, and takes the page title and description from the exhibition', async () => {
    serve(anExhibition());
    const { store } = open();
    await screen.findByRole('heading', { level: 1, name: 'Patterns of Belonging' });
    // docs/product.md#data: the exhibition state keeps the details it loaded.
    expect(store.getState().exhibition).toMatchObject({
      loading: false,
      exhibitionDetails: { exhibition_slug: 'patterns-of-belonging' },
    });
    expect(screen.getByText('architect', { selector: 'strong' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Patterns of Belonging | Bait Al Fann'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Paintings and prints built on the geometry of Islamic tilework.',
    );
  });

  it("offers 'Apply Exhibition' while the exhibition runs, up to its last day", async () => {
    vi.setSystemTime(new Date('2027-01-14T18:00:00Z'));
    serve(anExhibition({ exhibition_end_date: '2027-01-14' }));
    open();
    expect(await screen.findByRole('button', { name: 'Apply Exhibition' })).toBeInTheDocument();
  });

  it("hides 'Apply Exhibition' once the end date has passed", async () => {
    vi.setSystemTime(new Date('2027-01-15T06:00:00Z'));
    serve(anExhibition({ exhibition_end_date: '2027-01-14' }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Patterns of Belonging' });
    expect(screen.queryByRole('button', { name: 'Apply Exhibition' })).not.toBeInTheDocument();
  });

  it('hides the button when the server says the exhibition takes no more applications', async () => {
    serve(anExhibition({ exhibition_end_date: '2026-11-01', status: 'past', accepts_applications: false }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Patterns of Belonging' });
    expect(screen.queryByRole('button', { name: 'Apply Exhibition' })).not.toBeInTheDocument();
  });

  it("lists the 'Exhibition Artworks' with image, name and price with the currency symbol, each linking to the artwork", async () => {
    serve(anExhibition());
    open();
    const section = (await screen.findByRole('heading', { level: 2, name: 'Exhibition Artworks' })).closest('section')!;
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Star of Bahla' })).toHaveAttribute(
      'href',
      '/arts/star-of-bahla',
    );
    expect(within(items[0]!).getByRole('img', { name: 'Star of Bahla by Layla Haddad' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('\uFDFC\u200E450.000');
    expect(within(items[1]!).getByRole('link', { name: 'Lapis Lattice' })).toHaveAttribute(
      'href',
      '/arts/lapis-lattice',
    );
    expect(items[1]).toHaveTextContent('259.200');
  });

  it('shares the public page of the exhibition on the networks and by e-mail', async () => {
    serve(anExhibition());
    open();
    await screen.findByRole('heading', { level: 1, name: 'Patterns of Belonging' });
    const page = encodeURIComponent('http://localhost:3000/exhibitions/patterns-of-belonging');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href') ?? '';
    expect(href('Share on Facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${page}`);
    expect(href('Share on X (Twitter)')).toContain(`url=${page}`);
    expect(href('Share on WhatsApp')).toContain(
      encodeURIComponent('http://localhost:3000/exhibitions/patterns-of-belonging'),
    );
    expect(href('Share on LinkedIn')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${page}`);
    expect(href('Share by e-mail')).toMatch(/^mailto:\?subject=Patterns%20of%20Belonging&body=.*patterns-of-belonging/);
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('target', '_blank');
  });

  it('says so when the exhibition does not exist', async () => {
    serve(null);
    const { store } = open('no-such-show');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exhibition not found' })).toBeInTheDocument();
    // docs/product.md#states-and-messages: a failed load stores the server's error body.
    expect(store.getState().exhibition.error).toMatchObject({ message: 'Exhibition not found' });
    expect(screen.getByRole('link', { name: 'See all exhibitions' })).toHaveAttribute('href', '/exhibitions');
  });

  it('writes the dates in the visitor’s language in French', async () => {
    serve(anExhibition({ exhibition_start_date: '2026-11-03', exhibition_end_date: '2027-01-14' }));
    open('patterns-of-belonging', 'fr');
    await screen.findByRole('heading', { level: 1, name: 'Patterns of Belonging' });
    expect(screen.getByTestId('exhibition-dates')).toHaveTextContent('Du 3 novembre 2026 au 14 janvier 2027');
    expect(screen.getByRole('heading', { level: 2, name: 'Œuvres de l’exposition' })).toBeInTheDocument();
  });
});
