import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '#web/lib/toast.ts';
import { demoCurrencies, inCurrency, mockApi, renderWithProviders } from '#web/lib/test-utils.tsx';
import { cartAnswer, cartLine } from '../test-fixtures.ts';
import { MiniCart } from './mini-cart.tsx';
import { MiniCartPanel, type MiniCartPanelProps } from './mini-cart-panel.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notify: vi.fn(), requestToasts: vi.fn(), useToastsRequested: () => false }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

const item = cartLine;

const totals = { taxPrice: 12_000, shippingPrice: 0 };

function actions(overrides: Partial<MiniCartPanelProps['actions']> = {}): MiniCartPanelProps['actions'] {
  return { increment: vi.fn(), decrement: vi.fn(), remove: vi.fn(), isBusy: () => false, ...overrides };
}

const answer = cartAnswer;

describe('mini cart', () => {
  it('says so when the cart is empty', () => {
    renderWithProviders(<MiniCartPanel items={[]} totals={{ taxPrice: 0, shippingPrice: 0 }} actions={actions()} />);
    expect(screen.getByText('No items added to cart')).toBeInTheDocument();
    expect(screen.queryByText('Sub Total')).toBeNull();
  });

  it('lists each item with image, name, quantity and price, and the four totals', () => {
    const { container } = renderWithProviders(<MiniCartPanel items={[item]} totals={totals} actions={actions()} />);
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
      'Shipping Charge': 'Free',
      Total: '\uFDFC252.000',
    });
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows totals in another currency: the shown unit price times the quantity, the total as charged', () => {
    // Three 95 OMR prints, free delivery, 14.250 OMR VAT (5 %).
    const prints = { ...item, product_price: 95_000, price: 95_000, quantity: 3, line_total: 285_000 };
    const { container } = renderWithProviders(
      <MiniCartPanel items={[prints]} totals={{ taxPrice: 14_250, shippingPrice: 0 }} actions={actions()} />,
      { wrap: inCurrency(demoCurrencies.EUR) },
    );
    expect(screen.getByText(/3 ×/)).toHaveTextContent('3 × €228.10');
    const amounts = Object.fromEntries(
      [...container.querySelectorAll('.mini-cart__totals div')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    );
    // The sub-total converted alone would be €684.29; the total is the rial total converted once,
    // though the parts shown add up to €718.51, and the amount charged in rials is beside it.
    expect(amounts).toEqual({ 'Sub Total': '€684.30', Tax: '€34.21', 'Shipping Charge': 'Free', Total: '€718.50' });
    expect(container.querySelector('.mini-cart__charged')!.textContent!.replace(/\u200E/g, '')).toBe(
      'Charged in Omani rials: \uFDFC299.250',
    );
  });

  it('shows the shipping charge as an amount when delivery is charged, and as "Free" only when it is not', () => {
    const { container } = renderWithProviders(
      <MiniCartPanel items={[item]} totals={{ taxPrice: 12_000, shippingPrice: 5_000 }} actions={actions()} />,
    );
    const shipping = [...container.querySelectorAll('.mini-cart__totals div')].find(
      (row) => row.querySelector('dt')!.textContent === 'Shipping Charge',
    )!;
    expect(shipping.querySelector('dd')!.textContent!.replace(/\u200E/g, '')).toBe('\uFDFC5.000');
    expect(screen.queryByText('Free')).toBeNull();
  });

  it('leaves a line that can no longer be bought out of the totals, as the server does', () => {
    const sold = { ...item, cartItemId: 8, product_id: 43, product_name: 'Sold Work', purchasable: false };
    const { container } = renderWithProviders(
      <MiniCartPanel items={[item, { ...sold, availability: 'sold' }]} totals={totals} actions={actions()} />,
    );
    const subTotal = container.querySelector('.mini-cart__totals div dd')!.textContent!.replace(/\u200E/g, '');
    expect(subTotal).toBe('\uFDFC240.000');
  });

  it('strikes the old price through when the artwork is discounted', () => {
    const { container } = renderWithProviders(
      <MiniCartPanel
        items={[{ ...item, price: 150_000, discount: 20, product_price: 120_000 }]}
        totals={totals}
        actions={actions()}
      />,
    );
    expect(container.querySelector('s')!.textContent!.replace(/\u200E/g, '')).toBe('\uFDFC150.000');
  });

  it('removes an item with its button, and changes the quantity with plus and minus', async () => {
    const lineActions = actions();
    const user = userEvent.setup();
    renderWithProviders(<MiniCartPanel items={[item]} totals={totals} actions={lineActions} />);
    await user.click(screen.getByRole('button', { name: 'Remove Dunes at Dawn from the cart' }));
    expect(lineActions.remove).toHaveBeenCalledWith(item);
    await user.click(screen.getByRole('button', { name: 'Add one more Dunes at Dawn' }));
    expect(lineActions.increment).toHaveBeenCalledWith(item);
    await user.click(await screen.findByRole('button', { name: 'One less Dunes at Dawn' }));
    expect(lineActions.decrement).toHaveBeenCalledWith(item);
  });

  it('marks a sold line and holds checkout back', () => {
    renderWithProviders(
      <MiniCartPanel
        items={[{ ...item, quantity: 1, stock: 0, availability: 'sold', purchasable: false, line_total: 120_000 }]}
        totals={totals}
        actions={actions()}
      />,
    );
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.getByText('Remove the artworks that are no longer available to check out.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it("loads this browser's cart and shows its count on the header button", async () => {
    const { calls } = mockApi({ 'GET cart/list/*': answer([item]) });
    const user = userEvent.setup();
    renderWithProviders(<MiniCart />);
    const button = await screen.findByRole('button', { name: 'Cart, 2 items' });
    const sessionId = localStorage.getItem('sessionId');
    expect(calls[0]).toMatchObject({ method: 'GET', path: `cart/list/${sessionId}` });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    // The dropdown's content is loaded as the button is pointed at (mini-cart.tsx).
    expect(await within(panel).findByText('Dunes at Dawn')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('takes one off with cart/delete quantity 1, says so and shows the cart fetched again', async () => {
    let lines = [item];
    const { calls } = mockApi({
      'GET cart/list/*': () => ({ body: answer(lines) }),
      'POST cart/delete': () => {
        lines = [{ ...item, quantity: 1, line_total: 120_000 }];
        return { body: { message: 'Item Decremented From Cart', ...answer(lines) } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MiniCart />);
    await user.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
    await user.click(await screen.findByRole('button', { name: 'One less Dunes at Dawn' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Item Decremented From Cart'));
    expect(calls.find((c) => c.path === 'cart/delete')!.body).toEqual({
      session_id: localStorage.getItem('sessionId'),
      product_id: 42,
      color: '',
      size: '',
      quantity: 1,
    });
    await screen.findByRole('button', { name: 'Cart, 1 item' });
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });
});
