import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyInfo } from '#shared/api/gallery.ts';
import { useAppDispatch } from '#web/lib/store.ts';
import { currencyChosen } from '../currency-slice.ts';

export interface CurrencySwitcherProps {
  /** The currencies the gallery offers (settings.currencies). */
  currencies: CurrencyInfo[];
  /** The code in use now. */
  value: string;
  className?: string;
}

/** The top bar's currency choice (USD, EUR, GBP and the base OMR); the choice is persisted. */
export function CurrencySwitcher({ currencies, value, className }: CurrencySwitcherProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  if (currencies.length === 0) return null;
  return (
    <span className={['switcher', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {t('topBar.currency')}
      </label>
      <select
        id={id}
        className="currency-select"
        value={value}
        onChange={(event) => {
          const next = currencies.find((c) => c.code === event.target.value);
          if (next) dispatch(currencyChosen(next));
        }}
      >
        {currencies.map((c) => (
          <option key={c.code} value={c.code}>
            {c.code} {c.currencySymbol}
          </option>
        ))}
      </select>
    </span>
  );
}
