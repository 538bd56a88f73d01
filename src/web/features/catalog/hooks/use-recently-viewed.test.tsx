import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { artworkViewed } from '#web/lib/state/product-slice.ts';
import { toSavedArtwork } from '#web/lib/state/saved-artwork.ts';
import { renderWithProviders } from '#web/lib/test-utils.tsx';
import { aProduct } from '../test-utils.tsx';
import { useRecentlyViewed } from './use-recently-viewed.ts';

const shown = aProduct({ id: 1, product_slug: 'nun', product_name: 'Nun' });
const earlier = aProduct({ id: 2, product_slug: 'dunes', product_name: 'Dunes' });

/** An artwork page's trail of other works, counting its renders. */
function Trail({ renders }: { renders: string[] }) {
  const trail = useRecentlyViewed(shown.id);
  renders.push(trail.map((card) => card.product_name).join(','));
  return <p>Trail: {trail.map((card) => card.product_name).join(', ')}</p>;
}

describe('useRecentlyViewed', () => {
  it('leaves out the work on show, and is not rendered again when that work’s own view is recorded', () => {
    const renders: string[] = [];
    const { store } = renderWithProviders(<Trail renders={renders} />);
    act(() => void store.dispatch(artworkViewed(toSavedArtwork(earlier))));
    expect(screen.getByText('Trail: Dunes')).toBeInTheDocument();
    act(() => void store.dispatch(artworkViewed(toSavedArtwork(shown))));
    expect(store.getState().product.recentlyViewed.map((item: { id: number }) => item.id)).toEqual([1, 2]);
    expect(screen.getByText('Trail: Dunes')).toBeInTheDocument();
    expect(renders).toEqual(['', 'Dunes']);
  });
});
