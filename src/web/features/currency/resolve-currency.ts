import type { CurrencyInfo } from '#shared/api/gallery.ts';
import type { Currency } from '#shared/money.ts';
import type { DisplayCurrency } from '#web/lib/display-currency.tsx';
import type { CurrencyState } from './currency-slice.ts';

export function toCurrency(info: CurrencyInfo): Currency {
  return {
    code: info.code,
    symbol: info.currencySymbol,
    name: info.currencyName,
    rate: info.currencyRate,
    decimals: info.decimals,
  };
}

/**
 * The currency to show prices in: the visitor's choice if the gallery still offers it, otherwise the
 * site default (EUR as seeded), otherwise the first offered. Before the settings arrive, a stored
 * choice is used as it was; with none stored, prices wait (`ready` false) rather than flash another currency.
 */
export function resolveDisplayCurrency(
  chosen: CurrencyState,
  offered: CurrencyInfo[] | undefined,
  defaultCode: string | undefined,
): DisplayCurrency {
  if (offered && offered.length > 0) {
    const pick =
      offered.find((c) => c.code === chosen.currencyCode) ?? offered.find((c) => c.code === defaultCode) ?? offered[0]!;
    return { currency: toCurrency(pick), ready: true };
  }
  if (chosen.currencyCode) {
    return {
      currency: {
        code: chosen.currencyCode,
        symbol: chosen.currencySymbol,
        name: chosen.currencyName,
        rate: chosen.currencyRate,
        decimals: chosen.decimals,
      },
      ready: true,
    };
  }
  return { currency: { code: 'EUR', symbol: '€', name: 'Euro', rate: '1', decimals: 2 }, ready: false };
}
