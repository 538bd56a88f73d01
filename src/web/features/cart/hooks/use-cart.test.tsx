import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '#shared/api/cart.ts';
import { getSessionId } from '#web/lib/session.ts';
import { mockApi, renderWithProviders } from '#web/lib/test-utils.tsx';
import { getCartApi } from '../api/get-cart.ts';
import { cartAnswer as answer, cartLine as line } from '../test-fixtures.ts';
import { useCartLines } from './use-cart.ts';

afterEach(() => vi.unstubAllGlobals());

/** Counts its renders, as a page that counts the cart's lines would be rendered. */
function LineCount({ renders }: { renders: string[] }) {
  const lines = useCartLines();
  renders.push(String(lines.length));
  return <p>{lines.length} lines</p>;
}

describe('useCartLines', () => {
  it('asks for the cart, and is rendered again only when its lines change, not while it loads', async () => {
    let lines: CartItem[] = [];
    const { calls } = mockApi({ 'GET cart/list/*': () => ({ body: answer(lines) }) });
    const renders: string[] = [];
    const { store } = renderWithProviders(<LineCount renders={renders} />);
    await waitFor(() => expect(store.getState().cart.status).toBe('succeeded'));
    expect(calls.map((call) => call.path)).toEqual([`cart/list/${getSessionId()}`]);
    // Loading an empty cart and getting it back empty rendered nothing again.
    expect(renders).toEqual(['0']);

    lines = [line];
    await act(() => store.dispatch(getCartApi.endpoints.getCart.initiate(getSessionId(), { forceRefetch: true })));
    expect(await screen.findByText('1 lines')).toBeInTheDocument();
    expect(renders).toEqual(['0', '1']);
  });
});
