import { discountedPrice, formatMinorPrice, formatPrice, type Currency } from '#shared/money.ts';
import { useTranslation } from 'react-i18next';
import { useDisplayCurrency } from '#web/lib/display-currency.tsx';
import { TextWithRialSign } from './rial-sign.tsx';
import './price.css';

export type PriceProps = { className?: string } & (
  | {
      /** Amount in baisa (integer minor units of the Omani rial), converted into the visitor's currency. */
      baisa: number;
      minor?: never;
    }
  | {
      /** Amount already in minor units of the visitor's currency: a figure of `useShownBill` or `shownLineTotal`. */
      minor: number;
      baisa?: never;
    }
);

const RTL_CHARS = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * formatPrice for display inside running text. The rial sign is a right-to-left character: without
 * a left-to-right mark after it, the bidi algorithm draws the amount before the sign ("200.000﷼").
 */
export function priceText(baisa: number, currency: Currency): string {
  return signBeforeAmount(formatPrice(baisa, currency), currency);
}

function signBeforeAmount(text: string, currency: Currency): string {
  return RTL_CHARS.test(currency.symbol) ? text.replace(currency.symbol, `${currency.symbol}\u200E`) : text;
}

/** A price in the visitor's currency, symbol first ("€12.34", "﷼120.000"). */
export function Price({ baisa, minor, className }: PriceProps) {
  const { currency, ready } = useDisplayCurrency();
  const classes = ['price', className].filter(Boolean).join(' ');
  if (!ready) return <span className={`${classes} price--pending`} aria-hidden="true" />;
  // <bdi>: the symbol stays before the amount inside right-to-left text.
  return (
    <bdi className={classes} dir="ltr" data-currency={currency.code}>
      <TextWithRialSign>
        {minor === undefined
          ? priceText(baisa, currency)
          : signBeforeAmount(formatMinorPrice(minor, currency), currency)}
      </TextWithRialSign>
    </bdi>
  );
}

export interface PriceWithDiscountProps {
  /** Price before discount, baisa. */
  price: number;
  /** Percent; the old price is shown struck through only when above 0. */
  discount: number;
  /** Price after discount when the API already gives it (product_price); computed otherwise. */
  salePrice?: number;
  className?: string;
}

/** The price to pay, and the old price struck through when the artwork is discounted. */
export function PriceWithDiscount({ price, discount, salePrice, className }: PriceWithDiscountProps) {
  const final = salePrice ?? discountedPrice(price, discount);
  const classes = ['price-group', className].filter(Boolean).join(' ');
  // Most works are not discounted: their price needs no words, so no translation hook for each card.
  if (!(discount > 0) || final >= price) {
    return (
      <span className={classes}>
        <Price baisa={final} />
      </span>
    );
  }
  return <DiscountedPrice price={price} final={final} discount={discount} classes={classes} />;
}

function DiscountedPrice({
  price,
  final,
  discount,
  classes,
}: {
  price: number;
  final: number;
  discount: number;
  classes: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={classes}>
      <span className="visually-hidden">{t('price.now')}</span>
      <Price baisa={final} className="price--sale" /> <span className="visually-hidden">{t('price.was')}</span>
      <s className="price--old">
        <Price baisa={price} />
      </s>{' '}
      <span className="price-badge">{t('price.discount', { discount })}</span>
    </span>
  );
}
