import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { OMR, type Currency } from '#shared/money.ts';
import { DisplayCurrencyProvider } from '#web/lib/display-currency.tsx';
import { renderWithProviders } from '#web/lib/test-utils.tsx';
import { Price, PriceWithDiscount } from './price.tsx';

const EUR: Currency = { code: 'EUR', symbol: '€', name: 'Euro', rate: '2.4', decimals: 2 };

function inCurrency(currency: Currency, ready = true) {
  return (children: ReactNode) => (
    <DisplayCurrencyProvider value={{ currency, ready }}>{children}</DisplayCurrencyProvider>
  );
}

describe('Price', () => {
  it('shows baisa in the base rial with its sign first and three decimals', () => {
    renderWithProviders(<Price baisa={120500} />);
    expect(screen.getByText(/120\.500/).textContent!.replace('\u200E', '')).toBe('\uFDFC120.500');
  });

  it('renders the rial sign alone in the face that has it, the amount in the face of the page', () => {
    const { container } = renderWithProviders(<Price baisa={120500} />);
    const signs = container.querySelectorAll('.rial-sign');
    expect(signs).toHaveLength(1);
    expect(signs[0]!.textContent).toBe('\uFDFC');
    expect(signs[0]!.nextSibling?.textContent).toBe('\u200E120.500');
  });

  it('converts into the chosen currency at its rate, two decimals, symbol first', () => {
    renderWithProviders(<Price baisa={1234} />, { wrap: inCurrency(EUR) });
    // 1.234 OMR × 2.4 = 2.9616 → €2.96
    expect(screen.getByText('€2.96')).toBeInTheDocument();
  });

  it('shows nothing readable until the currency is known', () => {
    const { container } = renderWithProviders(<Price baisa={1000} />, { wrap: inCurrency(EUR, false) });
    expect(container.textContent).toBe('');
  });
});

describe('PriceWithDiscount', () => {
  it('strikes the old price through when discounted', () => {
    const { container } = renderWithProviders(<PriceWithDiscount price={10000} discount={20} />, {
      wrap: inCurrency({ ...OMR }),
    });
    expect(container.querySelector('s')!.textContent!.replace('\u200E', '')).toBe('\uFDFC10.000');
    expect(container.querySelector('.price--sale')!.textContent!.replace('\u200E', '')).toBe('\uFDFC8.000');
  });

  it('shows a single price without discount', () => {
    const { container } = renderWithProviders(<PriceWithDiscount price={10000} discount={0} />, {
      wrap: inCurrency(EUR),
    });
    expect(container.querySelector('s')).toBeNull();
    expect(container.textContent).toBe('€24.00');
  });
});
