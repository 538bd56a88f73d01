import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '#shared/api/cart.ts';
import { shownLineTotal } from '#shared/money.ts';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { Price, PriceWithDiscount } from '#web/components/ui/price.tsx';
import { useDisplayCurrency } from '#web/lib/display-currency.tsx';
import { canAddOne } from '../cart-rules.ts';
import type { CartLineActions } from '../hooks/use-cart-line-actions.ts';
import { LineProblemNote, LineVariant } from './line-problem.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import './cart-lines.css';

export interface CartLinesProps {
  items: CartItem[];
  actions: CartLineActions;
}

/**
 * The cart page's lines: image, name, colour and size, unit price (the old one struck through),
 * quantity with plus and minus bounded by the stock, the line's total, and a remove button.
 */
export function CartLines({ items, actions }: CartLinesProps) {
  const { t } = useTranslation('shop');
  const { currency } = useDisplayCurrency();
  return (
    <div className="cart-lines">
      <div className="cart-lines__head" aria-hidden="true">
        <span>{t('cart.columns.artwork')}</span>
        <span>{t('cart.columns.price')}</span>
        <span>{t('cart.columns.quantity')}</span>
        <span>{t('cart.columns.total')}</span>
        <span />
      </div>
      <ul className="cart-lines__list">
        {items.map((item) => {
          const busy = actions.isBusy(item);
          return (
            <li
              key={item.cartItemId}
              className={`cart-line${item.purchasable ? '' : ' cart-line--unavailable'}`}
              data-testid="cart-line"
            >
              <Link to={`/arts/${item.product_slug}`} className="cart-line__image" tabIndex={-1} aria-hidden="true">
                {item.feature_image ? (
                  <img src={item.feature_image} alt="" width={96} height={120} loading="lazy" decoding="async" />
                ) : null}
              </Link>
              <div className="cart-line__info">
                <Link to={`/arts/${item.product_slug}`} className="cart-line__name">
                  {item.product_name}
                </Link>
                <LineVariant item={item} className="cart-line__variant" />
                <LineProblemNote item={item} />
              </div>
              <div className="cart-line__unit">
                <span className="visually-hidden">{t('cart.columns.price')} </span>
                <PriceWithDiscount price={item.price} discount={item.discount} salePrice={item.product_price} />
              </div>
              <div className="cart-line__quantity">
                <QuantityStepper
                  name={item.product_name}
                  quantity={item.quantity}
                  canIncrement={canAddOne(item)}
                  busy={busy}
                  onIncrement={() => void actions.increment(item)}
                  onDecrement={() => void actions.decrement(item)}
                />
              </div>
              <div className="cart-line__total">
                <span className="visually-hidden">{t('cart.columns.total')} </span>
                <Price minor={shownLineTotal(item.product_price, item.quantity, currency)} />
              </div>
              <button
                type="button"
                className="icon-button icon-button--sm cart-line__remove"
                aria-label={t('cart.removeItem', { name: item.product_name })}
                disabled={busy}
                onClick={() => void actions.remove(item)}
              >
                <CloseIcon size={18} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
