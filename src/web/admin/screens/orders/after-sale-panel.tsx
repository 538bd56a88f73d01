import { useId, useState } from 'react';
import type { ManagedOrder } from '#shared/api/manage-orders.ts';
import { refundOrderBody, shipOrderBody } from '#shared/api/order-after-sale.ts';
import { CARRIERS } from '#shared/carriers.ts';
import { useRefundOrderMutation, useShipOrderMutation } from '../../endpoints/ship-order.ts';
import { Icon } from '../../components/icons.tsx';
import { TextField } from '../../components/form.tsx';
import { Alert } from '../../components/ui.tsx';
import { useSharedForm } from '../../lib/forms.ts';
import { formatDateTime } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';
import { omrToBaisa } from '../../lib/rials.ts';
import { omr } from './order-badges.tsx';

/**
 * What follows the sale on the order's page (docs/decisions/014-order-steps-language-and-refunds.md):
 * its timeline, the invoice as a PDF, shipping with a carrier and tracking number, and refunds.
 */
export function AfterSalePanel({ order }: { order: ManagedOrder }) {
  const canShip =
    order.status === 'confirmed' &&
    order.fulfilment_status === 'unfulfilled' &&
    order.allowed.fulfilment_status.includes('shipped');
  return (
    <>
      <Timeline order={order} />
      {canShip ? <ShipForm order={order} /> : null}
      {order.payment_status === 'paid' ? <RefundForm order={order} /> : null}
    </>
  );
}

function Timeline({ order }: { order: ManagedOrder }) {
  const tl = order.timeline;
  const steps: { key: string; at: string | null; detail?: React.ReactNode }[] = [
    { key: 'placed', at: tl.placed_at },
    { key: 'confirmed', at: tl.confirmed_at },
    { key: 'paid', at: tl.paid_at },
    {
      key: 'shipped',
      at: tl.shipped_at,
      detail: tl.tracking_number ? (
        <>
          {tl.carrier ? `${tl.carrier} · ` : null}
          {tl.tracking_url ? (
            <a href={tl.tracking_url} target="_blank" rel="noreferrer">
              {tl.tracking_number}
            </a>
          ) : (
            tl.tracking_number
          )}
        </>
      ) : undefined,
    },
    { key: 'delivered', at: tl.delivered_at },
    { key: 'cancelled', at: tl.cancelled_at },
  ];
  return (
    <section className="adm-card" aria-labelledby="ord-timeline-title">
      <h2 className="adm-card-title" id="ord-timeline-title">
        {t('orders.afterSale.timeline')}
      </h2>
      <ol className="ord-history">
        {steps
          .filter((s) => s.at)
          .map((s) => (
            <li key={s.key} className="ord-history-entry" data-step={s.key}>
              <span className="ord-history-dot" aria-hidden="true" />
              <div>
                <p className="ord-history-title">
                  {t(`orders.afterSale.steps.${s.key}` as 'orders.afterSale.steps.placed')}
                </p>
                {s.detail ? <p className="ord-history-detail">{s.detail}</p> : null}
                <time className="ord-history-time adm-muted" dateTime={s.at!}>
                  {formatDateTime(s.at!)}
                </time>
              </div>
            </li>
          ))}
        {tl.refunds.map((r, i) => (
          <li key={`refund-${i}`} className="ord-history-entry" data-step="refunded">
            <span className="ord-history-dot" aria-hidden="true" />
            <div>
              <p className="ord-history-title">
                {t('orders.afterSale.steps.refunded')} · {omr(r.amount)}
              </p>
              {r.reason ? <p className="ord-history-detail">{r.reason}</p> : null}
              <time className="ord-history-time adm-muted" dateTime={r.created_at}>
                {formatDateTime(r.created_at)}
              </time>
            </div>
          </li>
        ))}
      </ol>
      <p>
        <a
          className="adm-button adm-button--secondary"
          href={`/admin/api/manage/orders/${encodeURIComponent(order.order_no)}/invoice.pdf`}
          download
        >
          <Icon name="download" size={16} />
          {t('orders.afterSale.invoicePdf')}
        </a>
      </p>
    </section>
  );
}

function ShipForm({ order }: { order: ManagedOrder }) {
  const [ship, shipping] = useShipOrderMutation();
  const [done, setDone] = useState(false);
  const carriers = useId();
  const form = useSharedForm({ schema: shipOrderBody, defaultValues: { carrier: '', tracking_number: '' } });
  return (
    <section className="adm-card" aria-labelledby="ord-ship-title">
      <h2 className="adm-card-title" id="ord-ship-title">
        {t('orders.afterSale.ship')}
      </h2>
      {form.problem ? <Alert tone="danger">{form.problem.message}</Alert> : null}
      {done ? <Alert tone="success">{t('orders.afterSale.shipped')}</Alert> : null}
      <form
        noValidate
        onSubmit={form.submit(async (body) => {
          setDone(false);
          await ship({ orderNo: order.order_no, body }).unwrap();
          setDone(true);
        })}
      >
        <TextField
          label={t('orders.afterSale.carrier')}
          hint={t('orders.afterSale.carrierHint')}
          list={carriers}
          autoComplete="off"
          {...form.field('carrier')}
        />
        <datalist id={carriers}>
          {CARRIERS.map((c) => (
            <option key={c.name} value={c.name} />
          ))}
        </datalist>
        <TextField label={t('orders.afterSale.trackingNumber')} autoComplete="off" {...form.field('tracking_number')} />
        <button type="submit" className="adm-button adm-button--primary" disabled={shipping.isLoading}>
          {t('orders.afterSale.shipSubmit')}
        </button>
      </form>
    </section>
  );
}

interface RefundValues {
  amount: string;
  reason: string;
}

function RefundForm({ order }: { order: ManagedOrder }) {
  const [refund, refunding] = useRefundOrderMutation();
  const [done, setDone] = useState(false);
  const left = order.total - order.timeline.refunded_total;
  const form = useSharedForm<RefundValues, { amount: number; reason: string }>({
    schema: refundOrderBody,
    defaultValues: { amount: '', reason: '' },
    // Typed in rials; sent in baisa. Text that is not an amount is sent as it is, and refused.
    toBody: (v) => ({ amount: omrToBaisa(v.amount) ?? v.amount, reason: v.reason }),
    own: { amount: (message) => (/at most|at least/.test(message) ? message : t('orders.afterSale.amountInvalid')) },
  });
  return (
    <section className="adm-card" aria-labelledby="ord-refund-title">
      <h2 className="adm-card-title" id="ord-refund-title">
        {t('orders.afterSale.refund')}
      </h2>
      <p className="adm-muted">{t('orders.afterSale.refundable', { amount: omr(left) })}</p>
      {form.problem ? <Alert tone="danger">{form.problem.message}</Alert> : null}
      {done ? <Alert tone="success">{t('orders.afterSale.refunded')}</Alert> : null}
      <form
        noValidate
        onSubmit={form.submit(async (body) => {
          setDone(false);
          await refund({ orderNo: order.order_no, body }).unwrap();
          form.reset({ amount: '', reason: '' });
          setDone(true);
        })}
      >
        <div className="adm-stack">
          <button
            type="button"
            className="adm-button adm-button--secondary adm-button--small"
            onClick={() => form.set('amount', (left / 1000).toFixed(3))}
          >
            {t('orders.afterSale.refundAll')}
          </button>
        </div>
        <TextField
          label={t('orders.afterSale.amount')}
          prefix={t('common.rials')}
          inputMode="decimal"
          {...form.field('amount')}
        />
        <TextField label={t('orders.afterSale.reason')} {...form.field('reason')} />
        <button type="submit" className="adm-button adm-button--danger" disabled={refunding.isLoading}>
          {t('orders.afterSale.refundSubmit')}
        </button>
      </form>
    </section>
  );
}
