import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct, renderWithProviders } from '../test-utils.tsx';
import { PurchasePanel, type AddToCartRequest } from './purchase-panel.tsx';

/** Stands in for the cart feature's button: shows what it would add. */
const addToCart = (request: AddToCartRequest) => (
  <button type="button" disabled={request.disabled} data-request={JSON.stringify(request)}>
    Add To Cart
  </button>
);
const lastRequest = () =>
  JSON.parse(screen.getByRole('button', { name: 'Add To Cart' }).dataset.request!) as AddToCartRequest;

const print = aProduct({
  id: 31,
  edition_type: 'limited',
  edition_size: 50,
  stock: 0,
  variation: [
    {
      color: 'white',
      size: [
        { name: 'm', stock: 3 },
        { name: 'xl', stock: 1 },
      ],
    },
    { color: 'black', size: [{ name: 'x', stock: 0 }] },
  ],
});

describe('PurchasePanel', () => {
  it('bounds the quantity to at least 1 and at most the stock, and passes it to Add To Cart', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PurchasePanel artwork={print} renderAddToCart={addToCart} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    const quantity = screen.getByRole('status', { name: 'Quantity' });

    expect(quantity).toHaveTextContent('1');
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(quantity).toHaveTextContent('3');
    expect(plus).toBeDisabled();
    expect(lastRequest()).toEqual({ productId: 31, color: 'white', size: 'm', quantity: 3, disabled: false });
    await user.click(minus);
    expect(quantity).toHaveTextContent('2');
  });

  it('resets the quantity to 1 and takes the chosen size stock when the size or colour changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PurchasePanel artwork={print} renderAddToCart={addToCart} />);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('2');

    await user.click(screen.getByRole('radio', { name: 'XL' }));
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(lastRequest()).toMatchObject({ size: 'xl', quantity: 1 });

    await user.click(screen.getByRole('radio', { name: 'Black' }));
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).toBeNull();
  });

  it('lets the keyboard choose a colour', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PurchasePanel artwork={print} renderAddToCart={addToCart} />);
    screen.getByRole('radio', { name: 'White' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
  });

  it('shows a disabled Out of Stock instead of Add To Cart when the stock is 0', () => {
    renderWithProviders(<PurchasePanel artwork={aProduct({ stock: 0 })} renderAddToCart={addToCart} />);
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).toBeNull();
  });

  it('disables Add To Cart when the cart already holds all the stock', () => {
    renderWithProviders(
      <PurchasePanel artwork={aProduct({ stock: 1 })} inCart={() => 1} renderAddToCart={addToCart} />,
    );
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
    expect(screen.getByText('This work is already in your cart.')).toBeInTheDocument();
  });

  it('shows no quantity picker for a single work without variations', () => {
    renderWithProviders(
      <PurchasePanel artwork={aProduct({ stock: 1, edition_type: 'unique' })} renderAddToCart={addToCart} />,
    );
    expect(screen.queryByRole('group', { name: 'Quantity' })).toBeNull();
    expect(lastRequest()).toEqual({ productId: 7, quantity: 1, disabled: false });
  });

  it('marks a sold or reserved work instead of selling it', () => {
    const { unmount } = renderWithProviders(
      <PurchasePanel artwork={aProduct({ availability: 'sold', stock: 0 })} renderAddToCart={addToCart} />,
    );
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add To Cart|Out of Stock/ })).toBeNull();
    unmount();
    renderWithProviders(<PurchasePanel artwork={aProduct({ availability: 'reserved' })} renderAddToCart={addToCart} />);
    expect(screen.getByText('Reserved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).toBeNull();
  });

  it('replaces the cart controls with a Buy Now link to the affiliate, in a new tab', () => {
    renderWithProviders(
      <PurchasePanel
        artwork={aProduct({ stock: 5, affiliateLink: 'https://partner.example/dunes' })}
        renderAddToCart={addToCart}
      />,
    );
    const link = screen.getByRole('link', { name: /Buy Now/ });
    expect(link).toHaveAttribute('href', 'https://partner.example/dunes');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(link).getByText('(opens in a new tab)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Quantity' })).toBeNull();
  });
});
