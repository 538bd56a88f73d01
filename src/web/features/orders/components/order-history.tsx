import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OMR } from '#shared/money.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { DisplayCurrencyProvider } from '#web/lib/display-currency.tsx';
import { useGetMyOrdersQuery } from '../api/get-my-orders.ts';
import { formatOrderDay } from '../order-format.ts';
import './order-history.css';

const CHARGED_IN_OMR = { currency: OMR, ready: true };

export interface OrderHistoryProps {
  /** Where an order's detail is shown. */
  detailHref: (orderId: string) => string;
}

/** The logged-in customer's orders, newest first, each leading to its detail. */
export function OrderHistory({ detailHref }: OrderHistoryProps) {
  const { t, i18n } = useTranslation('shop');
  const { data: orders, isLoading, isError, refetch } = useGetMyOrdersQuery();
  if (isLoading) return <Spinner block />;
  if (isError || !orders) {
    return (
      <div className="order-history__error" role="alert">
        <p>{t('orders.loadFailed')}</p>
        <button type="button" className="link-button" onClick={() => void refetch()}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  }
  if (orders.length === 0) {
    return <EmptyState title={t('orders.empty')} action={<ButtonLink to="/arts">{t('order.shopNow')}</ButtonLink>} />;
  }
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <DisplayCurrencyProvider value={CHARGED_IN_OMR}>
      <ul className="order-history">
        {orders.map((order) => (
          <li key={order.order_id} className="order-history__item">
            <div className="order-history__main">
              <Link to={detailHref(order.order_id)} className="order-history__number">
                {order.order_no}
              </Link>
              <span className="order-history__meta">
                {formatOrderDay(order.booking_date, language)} · {t('orders.items', { count: order.item_count })} ·{' '}
                {t(`order.paymentMethods.${order.payment_method}`)}
              </span>
            </div>
            <span className={`order-status order-status--${order.status}`}>
              {t(`orders.status.${order.status}`, { defaultValue: order.status })}
            </span>
            <Price baisa={order.total_amount} className="order-history__total" />
            <Link
              to={detailHref(order.order_id)}
              className="arrow-link order-history__view"
              aria-label={t('orders.viewOrder', { orderNo: order.order_no })}
            >
              {t('orders.view')}
            </Link>
          </li>
        ))}
      </ul>
    </DisplayCurrencyProvider>
  );
}
