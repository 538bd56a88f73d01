import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartAnswer, CartItem } from '#shared/api/cart.ts';
import { mockApi, renderWithProviders } from '#web/lib/test-utils.tsx';
import { MiniCart, MiniCartPanel } from './mini-cart.tsx';

afterEach(() => vi.unstubAllGlobals());

const item: CartItem = {
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

const totals = { subTotal: 240_000, taxPrice: 12_000, shippingPrice: 0, totalPrice: 252_000 };

describe('mini cart', () => {
  it('says so when the cart is empty', () => {
    renderWithProviders(<MiniCartPanel items={[]} totals={{ subTotal: 0, taxPrice: 0, shippingPrice: 0, totalPrice: 0 }} onRemove={() => {}} />);
    expect(screen.getByText('No items added to cart')).toBeInTheDocument();
    expect(screen.queryByText('Sub Total')).toBeNull();
  });

  it('lists each item with image, name, quantity and price, and the four totals', () => {
    const { container } = renderWithProviders(<MiniCartPanel items={[item]} totals={totals} onRemove={() => {}} />);
    expect(screen.getByRole('link', { name: 'Dunes at Dawn' })).toHaveAttribute('href', '/arts/dunes-at-dawn');
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/dunes-400.webp');
    expect(screen.getByText(/2 ×/).textContent!.replace(/\u200E/g, '')).toBe('2 × \uFDFC120.000');
    const amounts = Object.fromEntries(
      [...container.querySelectorAll('.mini-cart__totals div')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent!.replace(/\u200E/g, ''),
      ]),
    );
    expect(amounts).toEqual({
      'Sub Total': '\uFDFC240.000',
      Tax: '\uFDFC12.000',
      'Shipping Charge': '\uFDFC0.000',
      Total: '\uFDFC252.000',
    });
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('removes an item with its button', async () => {
    const onRemove = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<MiniCartPanel items={[item]} totals={totals} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Remove Dunes at Dawn from the cart' }));
    expect(onRemove).toHaveBeenCalledWith(item);
  });

  it('loads this browser\'s cart and shows its count on the header button', async () => {
    const answer: CartAnswer = {
      result: [item],
      sub_total: 240_000,
      tax_price: 12_000,
      shipping_price: 0,
      total_price: 252_000,
      item_count: 2,
      free_delivery_threshold: 200_000,
    };
    const { calls } = mockApi({ 'GET cart/list/*': answer });
    const user = userEvent.setup();
    renderWithProviders(<MiniCart />);
    const button = await screen.findByRole('button', { name: 'Cart, 2 items' });
    const sessionId = localStorage.getItem('sessionId');
    expect(calls[0]).toMatchObject({ method: 'GET', path: `cart/list/${sessionId}` });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('Dunes at Dawn')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
