import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { artistsLoaded, exhibitionSlice } from './exhibition-slice.ts';
import { trackLoad } from './track-load.ts';

const artist = { artist_slug: 'layla-haddad', full_name: 'Layla Haddad' } as never;

function exhibitionStore() {
  return configureStore({ reducer: { exhibition: exhibitionSlice.reducer } });
}

describe('trackLoad (docs/product.md#states-and-messages: each data load sets loading, then the result or the error)', () => {
  it('is loading while the answer is pending, then keeps the result', async () => {
    const store = exhibitionStore();
    let answer!: (value: { data: unknown[] }) => void;
    const pending = trackLoad(
      store.dispatch,
      new Promise<{ data: unknown[] }>((resolve) => (answer = resolve)),
      (data) => artistsLoaded(data as never),
    );
    expect(store.getState().exhibition.loading).toBe(true);
    answer({ data: [artist] });
    await pending;
    expect(store.getState().exhibition).toMatchObject({ loading: false, artists: [artist], error: null });
  });

  it("keeps the server's error body when the load fails, and stops loading", async () => {
    const store = exhibitionStore();
    const body = { message: 'Artist not found', errors: [] };
    await trackLoad(store.dispatch, Promise.reject({ error: { status: 404, data: body } }), (data) =>
      artistsLoaded(data as never),
    );
    expect(store.getState().exhibition).toMatchObject({ loading: false, error: body, artists: [] });
  });

  it('keeps the error itself when it carries no body (a network failure)', async () => {
    const store = exhibitionStore();
    const error = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    await trackLoad(store.dispatch, Promise.reject({ error }), (data) => artistsLoaded(data as never));
    expect(store.getState().exhibition.error).toEqual(error);
  });
});
