import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDisplayCurrency } from '#web/lib/display-currency.tsx';
import { mockApi } from '#web/lib/test-utils.tsx';
import { currencyChosen } from '#web/features/currency/currency-slice.ts';
import { currencies, renderStorefront, settingsFixture } from './test-utils.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A price's currency, counting its renders. */
function ShownIn({ renders }: { renders: string[] }) {
  const { currency, ready } = useDisplayCurrency();
  renders.push(ready ? currency.code : '…');
  return <p>Prices in {currency.code}</p>;
}

describe('the site providers', () => {
  it('render no price again when the chosen currency is stored again as it was', async () => {
    mockApi({ 'GET setting': { result: settingsFixture() } });
    const renders: string[] = [];
    const { store } = renderStorefront(<ShownIn renders={renders} />);
    act(() => void store.dispatch(currencyChosen(currencies[2]!)));
    expect(await screen.findByText('Prices in USD')).toBeInTheDocument();
    const before = renders.length;
    // A copy with the same fields, as the stored state read at start-up or the server's snapshot holds.
    act(() => void store.dispatch(currencyChosen({ ...currencies[2]! })));
    expect(renders).toHaveLength(before);
    expect(renders.at(-1)).toBe('USD');
  });
});
