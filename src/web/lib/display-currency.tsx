import { createContext, useContext, type ReactNode } from 'react';
import { OMR, shownBill, type Bill, type Currency, type ShownBill } from '#shared/money.ts';

/**
 * The currency prices are shown in. The storefront provides it from the visitor's choice and the
 * rates in the site settings; without a provider (a component test, the back office) prices show in
 * the base currency, the Omani rial.
 */
export interface DisplayCurrency {
  currency: Currency;
  /** False while the settings with the rates are still loading and no choice is stored yet. */
  ready: boolean;
}

const DisplayCurrencyContext = createContext<DisplayCurrency>({ currency: OMR, ready: true });

export function DisplayCurrencyProvider({ value, children }: { value: DisplayCurrency; children: ReactNode }) {
  return <DisplayCurrencyContext value={value}>{children}</DisplayCurrencyContext>;
}

export function useDisplayCurrency(): DisplayCurrency {
  return useContext(DisplayCurrencyContext);
}

/** A bill's figures in the display currency (`shownBill`), for `<Price minor>`. */
export function useShownBill(bill: Bill): ShownBill {
  return shownBill(bill, useDisplayCurrency().currency);
}
