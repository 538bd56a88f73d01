import { useTranslation } from 'react-i18next';
import { OMR } from '#shared/money.ts';
import { useDisplayCurrency } from '#web/lib/display-currency.tsx';
import { priceText } from './price.tsx';
import { TextWithRialSign } from './rial-sign.tsx';

/**
 * Beside a bill's total in another currency than the rial: the amount charged, in rials. The total
 * shown is that amount converted once, so the shown lines, shipping and tax can add up to a cent
 * more or less (docs/product.md#money-and-rounding). Nothing in rials.
 */
export function ChargedInRials({ baisa, className }: { baisa: number; className?: string }) {
  const { t } = useTranslation('common');
  const { currency, ready } = useDisplayCurrency();
  if (!ready || currency.code === OMR.code) return null;
  return (
    <p className={className}>
      <TextWithRialSign>{t('cart.chargedIn', { amount: priceText(baisa, OMR) })}</TextWithRialSign>
    </p>
  );
}
