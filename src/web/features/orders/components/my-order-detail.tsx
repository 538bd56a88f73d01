import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Currency } from '#shared/money.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useGetMyOrderQuery } from '../api/get-my-order.ts';
import type { OrderDetails } from '#shared/api/orders.ts';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderView } from './order-view.tsx';

export interface MyOrderDetailProps {
  orderId: string;
  backHref: string;
  /** The equivalent in the currency the order was browsed in (the route knows the currencies). */
  equivalentOf?: (order: OrderDetails) => Currency | null;
  /** Where the order goes, rendered by the route (see OrderView's `delivery`). */
  delivery?: (order: OrderDetails) => ReactNode;
}

/** One of the customer's own orders, shown with the confirmation's order view. */
export function MyOrderDetail({ orderId, backHref, equivalentOf, delivery }: MyOrderDetailProps) {
  const { t } = useTranslation('shop');
  const { data: order, isLoading, isError } = useGetMyOrderQuery(orderId);
  return (
    <div className="my-order">
      <Link to={backHref} className="arrow-link my-order__back">
        <span aria-hidden="true" className="icon-flip-rtl">
          ←
        </span>
        {t('orders.back')}
      </Link>
      {isLoading ? (
        <Spinner block />
      ) : isError || !order ? (
        <p role="alert">{t('order.loadFailed')}</p>
      ) : (
        <>
          <h2 className="my-order__title">{t('orders.orderTitle', { orderNo: order.order_no })}</h2>
          <p className="my-order__status">
            <span className={`order-status order-status--${order.status}`}>
              {t(`orders.status.${order.status}`, { defaultValue: order.status })}
            </span>
          </p>
          <OrderTimeline order={order} />
          <OrderView order={order} equivalent={equivalentOf?.(order)} headingLevel={3} delivery={delivery?.(order)} />
        </>
      )}
    </div>
  );
}
