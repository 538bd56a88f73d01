import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartAnswer, CartItem } from '#shared/api/cart.ts';
import { getSessionId } from '#web/lib/session.ts';
import { mockApi, renderWithProviders } from '#web/lib/test-utils.tsx';
import { getCartApi } from '../api/get-cart.ts';
import { useCartLines } from './use-cart.ts';

afterEach(() => vi.unstubAllGlobals());

const line: CartItem = {
  cartItemId: 7,
  product_id: 42,
  product_slug: 'dunes-at-dawn',
  product_name: 'Dunes at Dawn',
  feature_image: '/media/dunes-400.webp',
  product_price: 120_000,
  price: 120_000,
  discount: 0,
  quantity: 2,
  color: '',
  size: '',
  stock: 3,
  availability: 'available',
  purchasable: true,
  line_total: 240_000,
};

const answer = (result: CartItem[]): CartAnswer => ({
  result,
  sub_total: result.reduce((sum, l) => sum + l.line_total, 0),
  tax_price: 0,
  shipping_price: 0,
  total_price: 0,
  item_count: result.reduce((sum, l) => sum + l.quantity, 0),
  free_delivery_threshold: 200_000,
});

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
