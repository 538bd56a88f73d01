import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '#web/lib/test-utils.tsx';
import { renderStorefront, settingsFixture } from '../test-utils.tsx';
import { SiteFooter } from './site-footer.tsx';

describe('site footer', () => {
  it("links every social address the gallery entered, Google's too, each opening in a new tab", async () => {
    mockApi({
      'GET setting': {
        result: settingsFixture({
          facbook: 'https://www.facebook.com/baitalfanngallery',
          instrgram: 'https://www.instagram.com/baitalfann.gallery',
          twitter: 'https://twitter.com/baitalfann',
          google_plus: 'https://g.page/baitalfann',
        }),
      },
    });
    renderStorefront(<SiteFooter />);
    const social = await screen.findByRole('list', { name: 'Follow the gallery' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Facebook', 'https://www.facebook.com/baitalfanngallery'],
      ['Instagram', 'https://www.instagram.com/baitalfann.gallery'],
      ['X (Twitter)', 'https://twitter.com/baitalfann'],
      ['Google', 'https://g.page/baitalfann'],
    ]);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says a Google Maps link opens the map, with a pin instead of a bare G', async () => {
    mockApi({
      'GET setting': {
        result: settingsFixture({
          google_plus: 'https://www.google.com/maps/search/?api=1&query=Bait+Al+Fann+Gallery+Muscat',
        }),
      },
    });
    renderStorefront(<SiteFooter />);
    const social = await screen.findByRole('list', { name: 'Follow the gallery' });
    const map = within(social).getByRole('link', { name: 'The gallery on Google Maps' });
    expect(map).toHaveAttribute('title', 'The gallery on Google Maps');
    expect(within(social).queryByRole('link', { name: 'Google' })).toBeNull();
  });

  it('leaves out a link left empty, and the list when all are', async () => {
    mockApi({ 'GET setting': { result: settingsFixture({ google_plus: '', twitter: '' }) } });
    const { unmount } = renderStorefront(<SiteFooter />);
    const social = await screen.findByRole('list', { name: 'Follow the gallery' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Facebook', 'Instagram']);
    unmount();
    mockApi({ 'GET setting': { result: settingsFixture({ facbook: '', instrgram: '' }) } });
    renderStorefront(<SiteFooter />);
    await screen.findByText('Way 3021, Shatti Al Qurum, Muscat');
    expect(screen.queryByRole('list', { name: 'Follow the gallery' })).toBeNull();
  });
});
