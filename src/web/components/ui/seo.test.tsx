import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { ImageSet } from '#shared/media.ts';
import { SeoDefaultsProvider, type SeoDefaults } from '#web/lib/seo-defaults.tsx';
import { SiteOriginContext } from '#web/lib/site-origin.tsx';
import { Seo, type SeoProps } from './seo.tsx';

const defaults: SeoDefaults = {
  template: 'Bait Al Fann',
  description: 'Buy wall art online in Oman.',
  siteName: 'Bait Al Fann Gallery',
  image: 'https://gallery.om/media/logo-1200.webp',
  imageAlt: 'Bait Al Fann Gallery',
};

const dunes: ImageSet = {
  key: 'dunes',
  widths: [320, 640, 1200, 1600],
  width: 1600,
  height: 1200,
  alt: 'Dunes at dusk',
};

function Page(props: SeoProps) {
  return (
    <SiteOriginContext value="https://gallery.om">
      <SeoDefaultsProvider value={defaults}>
        <Seo {...props} />
      </SeoDefaultsProvider>
    </SiteOriginContext>
  );
}

const content = (selector: string) =>
  [...document.head.querySelectorAll(selector)].map((tag) => tag.getAttribute('content') ?? tag.getAttribute('href'));

afterEach(() => {
  // React takes its tags away as the page unmounts: nothing of one test is left for the next.
  cleanup();
  expect(document.head.querySelectorAll('title, meta, link')).toHaveLength(0);
});

describe('a page’s head', () => {
  it('gives a work its title, description, canonical address and a large preview picture', () => {
    render(
      <Page
        title="Dunes at Dusk"
        description="Oil on linen."
        type="product"
        image={dunes}
        canonical="https://gallery.om/arts/dunes-at-dusk"
      />,
    );
    expect(document.title).toBe('Dunes at Dusk | Bait Al Fann');
    expect(content('meta[name="description"]')).toEqual(['Oil on linen.']);
    expect(content('link[rel="canonical"]')).toEqual(['https://gallery.om/arts/dunes-at-dusk']);
    expect(content('meta[property="og:title"]')).toEqual(['Dunes at Dusk | Bait Al Fann']);
    expect(content('meta[property="og:description"]')).toEqual(['Oil on linen.']);
    expect(content('meta[property="og:type"]')).toEqual(['product']);
    expect(content('meta[property="og:url"]')).toEqual(['https://gallery.om/arts/dunes-at-dusk']);
    expect(content('meta[property="og:site_name"]')).toEqual(['Bait Al Fann Gallery']);
    // The smallest stored width at or above the 1,200 pixels previews want, as an absolute address.
    expect(content('meta[property="og:image"]')).toEqual(['https://gallery.om/media/dunes-1200.webp']);
    expect(content('meta[property="og:image:alt"]')).toEqual(['Dunes at dusk']);
    expect(content('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
    expect(content('meta[name="twitter:image"]')).toEqual(['https://gallery.om/media/dunes-1200.webp']);
    expect(content('meta[name="robots"]')).toEqual([]);
  });

  it('falls back to the site’s title, description and logo', () => {
    render(<Page />);
    expect(document.title).toBe('Bait Al Fann');
    expect(content('meta[name="description"]')).toEqual(['Buy wall art online in Oman.']);
    expect(content('meta[property="og:type"]')).toEqual(['website']);
    expect(content('meta[property="og:image"]')).toEqual([defaults.image]);
    expect(content('link[rel="canonical"]')).toEqual([]);
  });

  it('keeps a missing page out of search results', () => {
    render(<Page title="Page not found" noindex />);
    expect(content('meta[name="robots"]')).toEqual(['noindex']);
  });

  it('leaves one title and one set of tags as the visitor moves on, the last page’s canonical gone', () => {
    const view = render(
      <Page title="Tide" noindex image="/media/tide-640.webp" canonical="https://gallery.om/arts/tide" />,
    );
    view.rerender(<Page title="Artworks" description="Every work in the gallery." />);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Artworks | Bait Al Fann');
    expect(content('meta[name="description"]')).toEqual(['Every work in the gallery.']);
    expect(content('meta[property="og:title"]')).toEqual(['Artworks | Bait Al Fann']);
    expect(content('link[rel="canonical"]')).toEqual([]);
    expect(content('meta[name="robots"]')).toEqual([]);
    expect(content('meta[property="og:image"]')).toEqual([defaults.image]);
  });
});
