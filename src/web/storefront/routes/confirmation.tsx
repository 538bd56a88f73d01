import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '#web/components/ui/breadcrumb.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { CheckIcon } from '#web/components/ui/icons.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { useGetOrderDetailsQuery } from '#web/features/orders/api/get-order-details.ts';
import { OrderView } from '#web/features/orders/components/order-view.tsx';
import { orderEquivalentCurrency } from '#web/features/orders/order-format.ts';
import { useGetSettingsQuery } from '#web/features/settings/api/get-settings.ts';
import { OrderDelivery } from '../components/order-delivery.tsx';
import './confirmation.css';

/** /confirmation/{orderId}: the order confirmation of docs/product.md#screens (loading, then the error or the order). */
export default function ConfirmationPage() {
  const { t } = useTranslation('shop');
  const { orderId = '' } = useParams();
  const { data: order, isLoading, isError } = useGetOrderDetailsQuery(orderId, { skip: !orderId });
  const { data: settings } = useGetSettingsQuery();
  const title = t('confirmation.title');

  let body;
  if (isLoading) {
    body = (
      <div className="confirmation__state" role="status">
        <span className="spinner__ring" aria-hidden="true" />
        <span>{t('common:status.loading')}</span>
      </div>
    );
  } else if (isError || !order) {
    body = (
      <div className="confirmation__state confirmation__state--error">
        <p role="alert">{t('confirmation.error')}</p>
        <ButtonLink to="/arts" variant="secondary">
          {t('order.shopNow')}
        </ButtonLink>
      </div>
    );
  } else {
    body = (
      <>
        <div className="confirmation__thanks">
          <span className="confirmation__check" aria-hidden="true">
            <CheckIcon size={34} />
          </span>
          <h1 className="confirmation__title">{t('confirmation.heading')}</h1>
          <p className="confirmation__mail">{t('confirmation.mailNote')}</p>
        </div>
        <div className="confirmation__order">
          <OrderView
            order={order}
            equivalent={orderEquivalentCurrency(order, settings?.currencies)}
            delivery={<OrderDelivery order={order} />}
          />
        </div>
        <div className="confirmation__actions">
          <ButtonLink to="/arts" size="lg">
            {t('order.shopNow')}
          </ButtonLink>
        </div>
      </>
    );
  }

  return (
    <>
      <Seo title={title} />
      <div className="confirmation-bar">
        <div className="container">
          <Breadcrumb items={[{ label: title }]} />
        </div>
      </div>
      <section className="container section confirmation">
        {isLoading || isError || !order ? <h1 className="visually-hidden">{title}</h1> : null}
        {body}
      </section>
    </>
  );
}
