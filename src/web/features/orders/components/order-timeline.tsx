import { useTranslation } from 'react-i18next';
import type { OrderDetails } from '#shared/api/orders.ts';
import { Price } from '#web/components/ui/price.tsx';
import { DisplayCurrencyProvider } from '#web/lib/display-currency.tsx';
import { OMR } from '#shared/money.ts';
import { formatBookingDate } from '../order-format.ts';

const CHARGED_IN_OMR = { currency: OMR, ready: true };

/**
 * The steps of the collector's own order with their days, the parcel's tracking link and the
 * refunds, as the back office shows them (docs/decisions/014-order-steps-language-and-refunds.md),
 * and its invoice as a PDF.
 */
export function OrderTimeline({ order }: { order: OrderDetails }) {
  const { t, i18n } = useTranslation('shop');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const tl = order.timeline;
  const steps = [
    { key: 'placed', at: tl.placed_at },
    { key: 'confirmed', at: tl.confirmed_at },
    { key: 'paid', at: tl.paid_at },
    { key: 'shipped', at: tl.shipped_at },
    { key: 'delivered', at: tl.delivered_at },
    { key: 'cancelled', at: tl.cancelled_at },
  ].filter((s): s is { key: string; at: string } => s.at !== null);
  return (
    <DisplayCurrencyProvider value={CHARGED_IN_OMR}>
      <section className="my-order__timeline" aria-labelledby={`timeline-${order.order_id}`}>
        <h3 id={`timeline-${order.order_id}`} className="order-view__heading">
          {t('orders.timeline.title')}
        </h3>
        <ol className="my-order__steps">
          {steps.map((s) => (
            <li key={s.key} data-step={s.key}>
              <span className="my-order__step">{t(`orders.timeline.${s.key}`)}</span>{' '}
              <time dateTime={s.at}>{formatBookingDate(s.at, language)}</time>
              {s.key === 'shipped' && tl.tracking_number ? (
                <span className="my-order__tracking">
                  {tl.carrier ? <bdi>{tl.carrier}</bdi> : null} {t('orders.timeline.trackingNumber')}{' '}
                  {tl.tracking_url ? (
                    <a href={tl.tracking_url} target="_blank" rel="noopener noreferrer">
                      <bdi>{tl.tracking_number}</bdi>
                    </a>
                  ) : (
                    <bdi>{tl.tracking_number}</bdi>
                  )}
                </span>
              ) : null}
            </li>
          ))}
          {tl.refunds.map((r, i) => (
            <li key={`refund-${i}`} data-step="refunded">
              <span className="my-order__step">{t('orders.timeline.refunded')}</span> <Price baisa={r.amount} />{' '}
              <time dateTime={r.created_at}>{formatBookingDate(r.created_at, language)}</time>
              {r.reason ? <span className="my-order__tracking">{r.reason}</span> : null}
            </li>
          ))}
        </ol>
        <a
          className="arrow-link"
          href={`/admin/api/user/orders/${encodeURIComponent(order.order_id)}/invoice.pdf`}
          download
        >
          {t('orders.timeline.invoice')}
        </a>
      </section>
    </DisplayCurrencyProvider>
  );
}
