import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Price } from '#web/components/ui/price.tsx';
import { mockApi } from '#web/lib/test-utils.tsx';
import { renderStorefront, settingsFixture } from '../test-utils.tsx';
import { TopBar } from './top-bar.tsx';

/** The banner's text as read, without the invisible bidi marks that keep the amount in order. */
const bannerText = () => screen.getByTestId('free-delivery').textContent!.replace(/[\u200E\u2066-\u2069]/g, '');

describe('top bar', () => {
  it('announces free delivery over the threshold converted into the default currency', async () => {
    mockApi({ 'GET setting': { result: settingsFixture() } });
    renderStorefront(<TopBar />);
    // 200 OMR × 2.4 = 480 EUR (the settings' default currency).
    await waitFor(() => expect(bannerText()).toBe('Free delivery on orders over €480.00'));
  });

  it('switches every price and the banner to the chosen currency, and remembers the choice', async () => {
    mockApi({ 'GET setting': { result: settingsFixture() } });
    const user = userEvent.setup();
    const { store } = renderStorefront(
      <>
        <TopBar />
        <p data-testid="price">
          <Price baisa={12_345} />
        </p>
      </>,
    );
    await waitFor(() => expect(bannerText()).toBe('Free delivery on orders over €480.00'));
    expect(screen.getByTestId('price')).toHaveTextContent('€29.63');

    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');

    expect(bannerText()).toBe('Free delivery on orders over $520.00');
    // 12.345 OMR × 2.6 = 32.097 → $32.10
    expect(screen.getByTestId('price')).toHaveTextContent('$32.10');
    expect(store.getState().currency.currencyCode).toBe('USD');
  });

  it('shows the rial with three decimals when the rial is chosen', async () => {
    mockApi({
      'GET setting': { result: settingsFixture({ default_currency: 'OMR', free_delivery_threshold: 150_000 }) },
    });
    renderStorefront(<TopBar />);
    await waitFor(() => expect(bannerText()).toBe('Free delivery on orders over \uFDFC150.000'));
  });

  it('offers the four languages', async () => {
    mockApi({ 'GET setting': { result: settingsFixture() } });
    renderStorefront(<TopBar />);
    const select = screen.getByLabelText('Language');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'English',
      'Français',
      'Deutsch',
      'العربية',
    ]);
  });
});
