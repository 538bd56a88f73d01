import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../test-words.ts';
import { OrderStateControls } from './order-state-controls.tsx';
import { testOrder } from './test-order.ts';

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div')!;
const buttonsIn = (label: string) =>
  within(row(label))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('the order’s state controls', () => {
  it('offers a new order only confirming and marking paid, and says why it cannot ship yet', () => {
    render(<OrderStateControls order={testOrder()} pending={null} onStep={() => {}} />);
    expect(within(row('Order')).getByText('Placed')).toBeInTheDocument();
    expect(buttonsIn('Order')).toEqual(['Confirm order']);
    expect(buttonsIn('Payment')).toEqual(['Mark paid']);
    expect(buttonsIn('Delivery')).toEqual([]);
    expect(within(row('Delivery')).getByText('No further step.')).toBeInTheDocument();
    expect(screen.getByText('Confirm the order before it is shipped or handed over.')).toBeInTheDocument();
    // Cancelling has its own confirmed button elsewhere.
    expect(screen.queryByRole('button', { name: /cancel/i })).toBeNull();
  });

  it('offers shipping or handing over once confirmed, and completing only when delivered and paid', () => {
    const { rerender } = render(
      <OrderStateControls order={testOrder({ status: 'confirmed' })} pending={null} onStep={() => {}} />,
    );
    expect(buttonsIn('Delivery')).toEqual(['Mark shipped', 'Mark delivered']);
    expect(buttonsIn('Order')).toEqual([]);
    expect(screen.getByText('An order is completed once it is delivered and paid.')).toBeInTheDocument();

    rerender(
      <OrderStateControls
        order={testOrder({ status: 'confirmed', fulfilment_status: 'delivered', payment_status: 'paid' })}
        pending={null}
        onStep={() => {}}
      />,
    );
    expect(buttonsIn('Order')).toEqual(['Mark completed']);
    expect(buttonsIn('Payment')).toEqual(['Mark refunded']);
    expect(buttonsIn('Delivery')).toEqual([]);
  });

  it('offers nothing but a refund on a cancelled paid order', () => {
    render(
      <OrderStateControls
        order={testOrder({ status: 'cancelled', payment_status: 'paid' })}
        pending={null}
        onStep={() => {}}
      />,
    );
    expect(buttonsIn('Order')).toEqual([]);
    expect(buttonsIn('Payment')).toEqual(['Mark refunded']);
    expect(buttonsIn('Delivery')).toEqual([]);
  });

  it('reports the step chosen and holds every button while it is saved', async () => {
    const onStep = vi.fn();
    const order = testOrder({ status: 'confirmed' });
    const { rerender } = render(<OrderStateControls order={order} pending={null} onStep={onStep} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(onStep).toHaveBeenCalledWith({ field: 'fulfilment_status', value: 'shipped' });

    rerender(
      <OrderStateControls order={order} pending={{ field: 'fulfilment_status', value: 'shipped' }} onStep={onStep} />,
    );
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
  });
});
