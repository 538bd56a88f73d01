import { Trans, useTranslation } from 'react-i18next';
import { billTotal, cartBill, shownShortfall } from '#shared/money.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ChargedInRials } from '#web/components/ui/charged-in-rials.tsx';
import { BillRow } from '#web/components/ui/bill-row.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { useDisplayCurrency, useShownBill } from '#web/lib/display-currency.tsx';
import { missingForFreeDelivery } from '../cart-rules.ts';
import type { CartState } from '../cart-slice.ts';
import './cart-summary.css';

export interface CartSummaryProps {
  cart: Pick<CartState, 'items' | 'subTotal' | 'taxPrice' | 'shippingPrice' | 'freeDeliveryThreshold'>;
  /** How many lines cannot be bought as they stand: checkout waits until they are dealt with. */
  blockingCount: number;
}

/** The cart's totals (docs/product.md#screens: Sub Total, Tax, Shipping Charge, Total) and the way on to checkout. */
export function CartSummary({ cart, blockingCount }: CartSummaryProps) {
  const { t } = useTranslation('shop');
  const { currency } = useDisplayCurrency();
  const bill = cartBill(cart.items, cart.shippingPrice, cart.taxPrice);
  const shown = useShownBill(bill);
  const missing = missingForFreeDelivery(cart.subTotal, cart.freeDeliveryThreshold);
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t('cart.summaryTitle')}
      </h2>
      <dl className="cart-summary__rows">
        <BillRow label={t('common:cart.subTotal')} minor={shown.subTotal} />
        <BillRow label={t('common:cart.tax')} minor={shown.tax} />
        <BillRow
          label={t('common:cart.shipping')}
          note={<span className="cart-summary__note">{t('cart.shippingNote')}</span>}
          minor={shown.shipping}
          free={cart.shippingPrice === 0 && cart.subTotal > 0}
        />
        <BillRow label={t('common:cart.total')} minor={shown.total} className="cart-summary__grand" />
      </dl>
      <ChargedInRials baisa={billTotal(bill)} className="cart-summary__charged" />
      {missing > 0 ? (
        <p className="cart-summary__free">
          <Trans
            t={t}
            i18nKey="cart.freeDeliveryMissing"
            components={{
              amount: <Price minor={shownShortfall(missing, cart.freeDeliveryThreshold, shown.subTotal, currency)} />,
            }}
          />
        </p>
      ) : null}
      {blockingCount > 0 ? (
        <p className="cart-summary__blocked" role="alert">
          {t('cart.blocked', { count: blockingCount })}
        </p>
      ) : null}
      <div className="cart-summary__actions">
        {blockingCount > 0 ? (
          <Button size="lg" block disabled>
            {t('cart.proceed')}
          </Button>
        ) : (
          <ButtonLink to="/checkout" size="lg" block>
            {t('cart.proceed')}
          </ButtonLink>
        )}
      </div>
    </aside>
  );
}
