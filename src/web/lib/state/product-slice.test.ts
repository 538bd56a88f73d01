import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_LIMIT, artworkViewed, productSlice, recentlyViewedCleared } from './product-slice.ts';

const artwork = (id: number) => ({
  id,
  product_slug: `work-${id}`,
  product_name: `Work ${id}`,
  feature_image: '',
  feature_image_set: null,
  product_price: 1000,
  price: 1000,
  discount: 0,
});

const ids = (state: ReturnType<typeof productSlice.reducer>) => state.recentlyViewed.map((item) => item.id);

describe('recently viewed artworks', () => {
  it('keeps the latest first, each artwork once', () => {
    let state = productSlice.reducer(undefined, { type: 'start' });
    for (const id of [1, 2, 3, 2]) state = productSlice.reducer(state, artworkViewed(artwork(id)));
    expect(ids(state)).toEqual([2, 3, 1]);
    expect(ids(productSlice.reducer(state, recentlyViewedCleared()))).toEqual([]);
  });

  it(`keeps at most ${RECENTLY_VIEWED_LIMIT}, forgetting the oldest`, () => {
    let state = productSlice.reducer(undefined, { type: 'start' });
    for (let id = 1; id <= RECENTLY_VIEWED_LIMIT + 3; id++)
      state = productSlice.reducer(state, artworkViewed(artwork(id)));
    expect(state.recentlyViewed).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids(state)[0]).toBe(RECENTLY_VIEWED_LIMIT + 3);
    expect(ids(state)).not.toContain(3);
  });
});
