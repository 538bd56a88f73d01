import { writeDimensions } from '#shared/dimensions.ts';
import { useTranslation } from 'react-i18next';
import './checkout.css';
import type { CartItem } from '#shared/api/cart.ts';
import type { CheckoutQuote } from '#shared/api/orders.ts';
import { cartBill, OMR, shownLineTotal } from '#shared/money.ts';
import { BillRow } from '#web/components/ui/bill-row.tsx';
import { Price, priceText } from '#web/components/ui/price.tsx';
import { TextWithRialSign } from '#web/components/ui/rial-sign.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDisplayCurrency, useShownBill } from '#web/lib/display-currency.tsx';

export interface CheckoutSummaryProps {
  /** The cart priced for the chosen country; undefined while it loads. */
  quote: CheckoutQuote | undefined;
  /** The country's name, to say where the shipping charge is for. */
  countryName: string;
  loading?: boolean;
}

function Line({ item }: { item: CartItem }) {
  const { t, i18n } = useTranslation('shop');
  const { currency } = useDisplayCurrency();
  const variant = [
    item.color ? t(`common:cart.colors.${item.color.toLowerCase()}`, { defaultValue: item.color }) : '',
    item.size ? writeDimensions(item.size, i18n.resolvedLanguage) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="checkout-summary__line">
      <span className="checkout-summary__thumb">
        {item.feature_image ? (
          <img src={item.feature_image} alt="" width={56} height={70} loading="lazy" decoding="async" />
        ) : null}
        <span className="checkout-summary__qty" aria-hidden="true">
          {item.quantity}
        </span>
      </span>
      <span className="checkout-summary__name">
        {item.product_name}
        {variant ? <span className="checkout-summary__variant">{variant}</span> : null}
        <span className="visually-hidden">{t('checkout.quantity', { count: item.quantity })}</span>
      </span>
      <Price minor={shownLineTotal(item.product_price, item.quantity, currency)} />
    </li>
  );
}

/** The quote's bill (an empty one while it loads), for the summary and the amount to pay beside it. */
export function quoteBill(quote: CheckoutQuote | undefined) {
  return cartBill(quote?.result ?? [], quote?.shipping_price ?? 0, quote?.tax_price ?? 0);
}

/** The order as the server prices it for the chosen country: lines, sub-total, shipping by zone, VAT, total. */
export function CheckoutSummary({ quote, countryName, loading = false }: CheckoutSummaryProps) {
  const { t } = useTranslation('shop');
  const shown = useShownBill(quoteBill(quote));
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title" aria-busy={loading || undefined}>
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        {t('checkout.summaryTitle')}
      </h2>
      {!quote ? (
        <Spinner block={false} />
      ) : (
        <>
          <ul className="checkout-summary__lines">
            {quote.result.map((item) => (
              <Line key={item.cartItemId} item={item} />
            ))}
          </ul>
          <dl className="checkout-summary__rows">
            <BillRow label={t('common:cart.subTotal')} minor={shown.subTotal} />
            <BillRow
              label={t('common:cart.shipping')}
              note={
                <span className="checkout-summary__zone" data-testid="shipping-zone">
                  {t(`checkout.zones.${quote.shipping_zone}`, { country: countryName })}
                </span>
              }
              minor={shown.shipping}
              free={quote.shipping_price === 0 && quote.sub_total > 0}
            />
            <BillRow label={t('common:cart.tax')} minor={shown.tax} />
            <BillRow label={t('common:cart.total')} minor={shown.total} className="checkout-summary__grand" />
          </dl>
          <p className="checkout-summary__charged">
            <TextWithRialSign>
              {t('checkout.chargedIn', { amount: priceText(quote.total_price, OMR) })}
            </TextWithRialSign>
          </p>
        </>
      )}
    </aside>
  );
}
