import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCard, aProduct, json, renderWithProviders, stubApi } from '../test-utils.tsx';
import { ArtworkCard } from './artwork-card.tsx';
import type { AddToCartRequest } from './purchase-panel.tsx';
import { QuickViewProvider, type QuickViewServices } from './quick-view.tsx';

const addToCart = (request: AddToCartRequest) => (
  <button type="button" disabled={request.disabled} data-quantity={request.quantity}>
    Add To Cart
  </button>
);

const prints = aProduct({
  id: 12,
  product_slug: 'harbour-print',
  product_name: 'Harbour Print',
  stock: 5,
  shortDescription: 'A print of the harbour at dawn.',
  image_set: [1, 2, 3, 4, 5].map((n) => ({
    key: `h${n}`,
    widths: [800],
    width: 800,
    height: 600,
    alt: `Harbour ${n}`,
  })),
});

function renderCard(inCart: QuickViewServices['inCart'] = () => 0) {
  stubApi((path) =>
    path === `product_id/${prints.product_slug}`
      ? json({ result: { ...prints, exhibitions: [], related: [] }, shipping: { page_description: '' } })
      : json({}, 404),
  );
  return renderWithProviders(
    <QuickViewProvider renderAddToCart={addToCart} inCart={inCart}>
      <ArtworkCard
        artwork={aCard({ id: 12, product_slug: 'harbour-print', product_name: 'Harbour Print', stock: 5 })}
      />
    </QuickViewProvider>,
  );
}

describe('quick view', () => {
  // The dialog's code comes on demand (lazy). Its first import here is the test runner compiling it,
  // over the queries' one second on a slow machine: loaded once before, so the tests time the app only.
  beforeAll(async () => {
    await import('./quick-view-dialog.tsx');
  }, 30_000);

  it('is offered on a card only where a quick view is provided', () => {
    renderWithProviders(<ArtworkCard artwork={aCard()} />);
    expect(screen.queryByRole('button', { name: /quick view/i })).not.toBeInTheDocument();
  });

  it('opens from the card with the artwork, thumbnails and description, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    renderCard();
    const button = screen.getByRole('button', { name: 'Quick view: Harbour Print' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Harbour Print' });
    expect(await within(dialog).findByText('A print of the harbour at dawn.')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^Show image \d of 5$/ })).toHaveLength(5);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('lets the quantity go up to the stock minus what the cart already holds', async () => {
    const user = userEvent.setup();
    renderCard(() => 2);
    await user.click(screen.getByRole('button', { name: 'Quick view: Harbour Print' }));
    const dialog = await screen.findByRole('dialog', { name: 'Harbour Print' });
    const plus = await within(dialog).findByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 5; i++) if (!(plus as HTMLButtonElement).disabled) await user.click(plus);
    expect(within(dialog).getByRole('status', { name: 'Quantity' })).toHaveTextContent('3');
    expect(within(dialog).getByRole('button', { name: 'Add To Cart' })).toHaveAttribute('data-quantity', '3');
  });

  it('disables Add To Cart once the cart holds the whole stock', async () => {
    const user = userEvent.setup();
    renderCard(() => 5);
    await user.click(screen.getByRole('button', { name: 'Quick view: Harbour Print' }));
    const dialog = await screen.findByRole('dialog', { name: 'Harbour Print' });
    expect(await within(dialog).findByRole('button', { name: 'Add To Cart' })).toBeDisabled();
  });

  it('disables the wishlist and compare buttons once the artwork is there', async () => {
    const user = userEvent.setup();
    const { store } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Quick view: Harbour Print' }));
    const dialog = await screen.findByRole('dialog', { name: 'Harbour Print' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add to wishlist' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to compare' }));
    expect(within(dialog).getByRole('button', { name: 'In your wishlist' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'In your comparison' })).toBeDisabled();
    expect(store.getState().wishlist.items.map((i: { id: number }) => i.id)).toEqual([12]);
    expect(store.getState().compare.items[0]).toMatchObject({ id: 12, edition_type: 'unique', medium: 'Oil' });
  });
});
