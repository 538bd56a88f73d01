import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '#web/lib/toast.ts';
import { mockApi, renderWithProviders } from '#web/lib/test-utils.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notify: vi.fn(), requestToasts: vi.fn(), useToastsRequested: () => false }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('AddToCartButton', () => {
  it("adds one of the artwork to this browser's cart and says so", async () => {
    const { calls } = mockApi({
      'POST cart/add': {
        message: 'ok',
        result: [],
        sub_total: 0,
        tax_price: 0,
        shipping_price: 0,
        total_price: 0,
        item_count: 1,
        free_delivery_threshold: 0,
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AddToCartButton productId={42} />);
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Added To Cart'));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: 'cart/add',
      body: { session_id: localStorage.getItem('sessionId'), product_id: 42, quantity: 1, color: '', size: '' },
    });
  });

  it('says so when the server refuses', async () => {
    mockApi({ 'POST cart/add': () => ({ status: 409, body: { message: 'Sold', errors: [] } }) });
    const user = userEvent.setup();
    renderWithProviders(<AddToCartButton productId={42} color="white" size="m" />);
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Failed to Add To Cart'));
  });

  it('can be disabled', () => {
    renderWithProviders(<AddToCartButton productId={42} disabled />);
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
  });
});
