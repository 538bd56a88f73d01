import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { HomeSection } from '#shared/api/gallery.ts';
import { mockApi } from '#web/lib/test-utils.tsx';
import { renderStorefront, settingsFixture } from '../test-utils.tsx';
import HomePage from './home.tsx';

afterEach(() => vi.unstubAllGlobals());

const image = {
  key: 'a',
  widths: [320, 640],
  width: 1440,
  height: 900,
  alt: 'A painting',
};
const base = {
  image: '',
  image_set: null,
  link: null,
  subtitle: null,
  artworks: [],
  exhibitions: [],
  artists: [],
  press: [],
};
const sections: HomeSection[] = [
  {
    ...base,
    id: 1,
    kind: 'hero',
    title: 'Art from Oman and the Gulf',
    subtitle: 'Original works.',
    image: '/media/a-640.webp',
    image_set: image,
    link: '/arts',
  },
  {
    ...base,
    id: 2,
    kind: 'featured_artworks',
    title: 'Featured artworks',
    artworks: [
      {
        id: 6,
        product_id: 6,
        product_slug: 'dawn-over-saiq',
        product_name: 'Dawn over Saiq',
        product_price: 1_000_000,
        price: 1_250_000,
        discount: 20,
        feature_image: '/media/a-640.webp',
        feature_image_set: image,
        stock: 1,
        availability: 'available',
        artist: { artist_slug: 'khalid', full_name: 'Khalid Al-Harthy' },
        medium: 'Oil on canvas',
        width_cm: 100,
        height_cm: 80,
        year: 2025,
      },
    ],
  },
  {
    ...base,
    id: 3,
    kind: 'exhibitions',
    title: 'Exhibitions',
    exhibitions: [
      {
        id: 9,
        exhibition_slug: 'patterns',
        exhibition_title: 'Patterns of Belonging',
        exhibition_short_description: '',
        exhibition_image: '/media/a-640.webp',
        exhibition_image_set: image,
        exhibition_start_date: '2026-11-12',
        exhibition_end_date: '2027-01-11',
        status: 'current',
        venue: 'Gallery Two',
      },
    ],
  },
  {
    ...base,
    id: 4,
    kind: 'artists',
    title: 'Our artists',
    artists: [
      {
        id: 3,
        artist_slug: 'khalid',
        first_name: 'Khalid',
        last_name: 'Al-Harthy',
        profile_image: '/media/a-640.webp',
        profile_image_set: image,
        location: 'Nizwa, Oman',
        total_product: 5,
      },
    ],
  },
];

describe('home page', () => {
  it('shows the hero, the featured artworks and the exhibitions in order', async () => {
    const { calls } = mockApi({ 'GET setting': { result: settingsFixture() }, 'POST home': { result: { sections } } });
    renderStorefront(<HomePage />);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Art from Oman and the Gulf' });
    expect(heading).toBeInTheDocument();
    const hero = heading.closest('section')!;
    const heroImage = within(hero).getByRole('img', { name: 'A painting' });
    expect(heroImage).toHaveAttribute('fetchpriority', 'high');
    expect(heroImage).toHaveAttribute('loading', 'eager');
    expect(heroImage).toHaveAttribute('srcset', '/media/a-320.webp 320w, /media/a-640.webp 640w');
    expect(heroImage).toHaveAttribute('width', '1440');
    expect(within(hero).getByRole('link', { name: 'Explore the collection' })).toHaveAttribute('href', '/arts');

    const artwork = screen.getByRole('link', { name: /Dawn over Saiq/ });
    expect(artwork).toHaveAttribute('href', '/arts/dawn-over-saiq');
    // 1000.000 OMR at 2.4 EUR, and the old price struck through.
    expect(await within(artwork).findByText('€2,400.00')).toBeInTheDocument();
    expect(artwork.querySelector('s')).toHaveTextContent('€3,000.00');

    const exhibition = screen.getByRole('link', { name: /Patterns of Belonging/ });
    expect(exhibition).toHaveAttribute('href', '/exhibitions/patterns');
    expect(within(exhibition).getByText('12 November 2026 To 11 January 2027')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'home')).toMatchObject({ method: 'POST', body: { lng: 'en' } });

    const artist = screen.getByRole('link', { name: /^Khalid Al-Harthy/ });
    expect(artist).toHaveAttribute('href', '/artist/khalid');
    // The town and the count each keep their own direction, so on an Arabic page the count's number
    // stays beside its word instead of joining the English town.
    expect([...artist.querySelectorAll('bdi')].map((fact) => fact.textContent)).toEqual(['Nizwa, Oman', '5 Arts']);
  });

  it('still greets the visitor when the sections cannot be loaded', async () => {
    mockApi({
      'GET setting': { result: settingsFixture() },
      'POST home': () => ({ status: 503, body: { message: 'down', errors: [] } }),
    });
    renderStorefront(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Art that lives with you' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("The gallery's selection could not be loaded just now.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
