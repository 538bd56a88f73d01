/**
 * The content of the header's cart dropdown, loaded when the dropdown first opens: most pages are
 * seen without opening it (mini-cart.tsx).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '#shared/api/cart.ts';
import { billTotal, cartBill } from '#shared/money.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ChargedInRials } from '#web/components/ui/charged-in-rials.tsx';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { Price, PriceWithDiscount } from '#web/components/ui/price.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useShownBill } from '#web/lib/display-currency.tsx';
import { blockingLines, canAddOne } from '../cart-rules.ts';
import type { CartLineActions } from '../hooks/use-cart-line-actions.ts';
import { LineProblemNote, LineVariant } from './line-problem.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

/** The server's charges beside the lines; the sub-total and total shown are summed from the lines as shown. */
export interface MiniCartTotals {
  taxPrice: number;
  shippingPrice: number;
}

export interface MiniCartPanelProps {
  items: CartItem[];
  totals: MiniCartTotals;
  loading?: boolean;
  actions: Pick<CartLineActions, 'increment' | 'decrement' | 'remove' | 'isBusy'>;
  /** Called when a link is followed, to close the dropdown. */
  onNavigate?: () => void;
}

/** The content of the header's cart dropdown (docs/product.md#screens "Mini cart"). */
export function MiniCartPanel({ items, totals, loading = false, actions, onNavigate }: MiniCartPanelProps) {
  const { t } = useTranslation();
  const bill = cartBill(items, totals.shippingPrice, totals.taxPrice);
  const shown = useShownBill(bill);
  if (loading) return <Spinner block={false} />;
  if (items.length === 0) return <p className="mini-cart__empty">{t('cart.empty')}</p>;
  const blocked = blockingLines(items).length > 0;
  return (
    <div className="mini-cart">
      <ul className="mini-cart__items">
        {items.map((item) => (
          <li
            key={item.cartItemId}
            className={`mini-cart__item${item.purchasable ? '' : ' mini-cart__item--unavailable'}`}
          >
            <Link
              to={`/arts/${item.product_slug}`}
              className="mini-cart__thumb"
              onClick={onNavigate}
              tabIndex={-1}
              aria-hidden="true"
            >
              {item.feature_image ? (
                <img src={item.feature_image} alt="" width={64} height={80} loading="lazy" decoding="async" />
              ) : null}
            </Link>
            <div className="mini-cart__info">
              <Link to={`/arts/${item.product_slug}`} className="mini-cart__name" onClick={onNavigate}>
                {item.product_name}
              </Link>
              <LineVariant item={item} className="mini-cart__variant" />
              <span className="mini-cart__qty">
                {t('cart.qtyTimes', { quantity: item.quantity })}{' '}
                <PriceWithDiscount
                  price={item.price}
                  discount={item.discount}
                  salePrice={item.product_price}
                  className="mini-cart__price"
                />
              </span>
              <LineProblemNote item={item} className="mini-cart__problem" />
              <QuantityStepper
                size="sm"
                name={item.product_name}
                quantity={item.quantity}
                canIncrement={canAddOne(item)}
                busy={actions.isBusy(item)}
                onIncrement={() => void actions.increment(item)}
                onDecrement={() => void actions.decrement(item)}
              />
            </div>
            <button
              type="button"
              className="icon-button icon-button--sm mini-cart__remove"
              aria-label={t('cart.removeItem', { name: item.product_name })}
              disabled={actions.isBusy(item)}
              onClick={() => void actions.remove(item)}
            >
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
      </ul>
      <dl className="mini-cart__totals">
        <div>
          <dt>{t('cart.subTotal')}</dt>
          <dd>
            <Price minor={shown.subTotal} />
          </dd>
        </div>
        <div>
          <dt>{t('cart.tax')}</dt>
          <dd>
            <Price minor={shown.tax} />
          </dd>
        </div>
        <div>
          <dt>{t('cart.shipping')}</dt>
          {/* Worded as the cart page words it: no charge on a bill that has something on it is "Free". */}
          <dd>
            {totals.shippingPrice === 0 && shown.subTotal > 0 ? t('cart.free') : <Price minor={shown.shipping} />}
          </dd>
        </div>
        <div className="mini-cart__grand">
          <dt>{t('cart.total')}</dt>
          <dd>
            <Price minor={shown.total} />
          </dd>
        </div>
      </dl>
      <ChargedInRials baisa={billTotal(bill)} className="mini-cart__charged" />
      {blocked ? <p className="mini-cart__blocked">{t('cart.blocked')}</p> : null}
      <div className="mini-cart__actions">
        <ButtonLink to="/cart" variant="secondary" onClick={onNavigate}>
          {t('cart.viewCart')}
        </ButtonLink>
        {blocked ? (
          <Button disabled>{t('cart.checkout')}</Button>
        ) : (
          <ButtonLink to="/checkout" onClick={onNavigate}>
            {t('cart.checkout')}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
