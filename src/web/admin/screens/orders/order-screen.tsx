import { useState, type MouseEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { ManagedOrder, OrderStateBody } from '#shared/api/manage-orders.ts';
import { useGetOrderQuery } from '../../endpoints/get-order.ts';
import { useUpdateOrderStatusMutation } from '../../endpoints/update-order-status.ts';
import { Icon } from '../../components/icons.tsx';
import { Alert, LoadError, Spinner, useDocumentTitle } from '../../components/ui.tsx';
import { apiProblem, statusOf } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { AfterSalePanel } from './after-sale-panel.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { omr, StateBadges } from './order-badges.tsx';
import { OrderStateControls, type StateStep } from './order-state-controls.tsx';
import { adminLanguage, t, textIfAny } from '../../lib/i18n.ts';
import { writeDimensions } from '#shared/dimensions.ts';
import './orders.css';

/** /admin/orders/:orderNo: one order, its states and what can be done with it next. */
export function OrderScreen() {
  const { orderNo = '' } = useParams();
  useDocumentTitle(t('orders.detail.documentTitle', { orderNo: orderNo.toUpperCase() }));
  const { data: order, error, isLoading, refetch } = useGetOrderQuery(orderNo);

  return (
    <>
      <Link to="/orders" className="ord-back">
        <Icon name="arrowLeft" size={16} />
        {t('orders.detail.back')}
      </Link>
      {isLoading ? (
        <section className="adm-card adm-card-loading">
          <Spinner />
        </section>
      ) : error && statusOf(error) === 404 ? (
        <section className="adm-card">
          <Alert tone="warning">{t('orders.detail.notFound')}</Alert>
        </section>
      ) : error || !order ? (
        <section className="adm-card">
          <LoadError message={apiProblem(error)?.message ?? ''} onRetry={() => void refetch()} />
        </section>
      ) : (
        <OrderView order={order} />
      )}
    </>
  );
}

function OrderView({ order }: { order: ManagedOrder }) {
  const [updateStatus, update] = useUpdateOrderStatusMutation();
  const [pending, setPending] = useState<StateStep | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const problem = apiProblem(update.error);

  const step = async (next: StateStep) => {
    setNotice(null);
    setPending(next);
    const body = { [next.field]: next.value } as OrderStateBody;
    const done = await updateStatus({ orderNo: order.order_no, body })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    setPending(null);
    if (done) setNotice(t('orders.detail.updated'));
  };

  return (
    <>
      <header className="adm-page-header ord-header">
        <div>
          <h1 className="adm-page-title">{t('orders.detail.title', { orderNo: order.order_no })}</h1>
          <p className="adm-page-description">
            {t('orders.detail.placedOn', { date: formatDateTime(order.created_at) })} · {order.payment_label}
          </p>
          <div className="ord-header-badges">
            <StateBadges order={order} />
          </div>
        </div>
        <div className="adm-page-actions ord-header-actions">
          <a
            className="adm-button adm-button--secondary"
            href={order.invoice_url}
            target="_blank"
            rel="noreferrer"
            onClick={(event) => printInvoice(event, order.invoice_url)}
          >
            <Icon name="page" size={16} />
            {t('orders.detail.printInvoice')}
          </a>
          {order.allowed.cancel ? (
            <button
              type="button"
              className="adm-button adm-button--ghost-danger"
              onClick={() => {
                setNotice(null);
                setConfirmingCancel(true);
              }}
            >
              <Icon name="close" size={16} />
              {t('orders.detail.cancel')}
            </button>
          ) : null}
        </div>
      </header>

      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {/* Said once: right after a cancellation its own notice says the works are for sale again. */}
      {order.status === 'cancelled' && order.stock_returned && !notice ? (
        <Alert tone="info">{t('orders.detail.stockReturned')}</Alert>
      ) : null}

      <div className="ord-layout">
        <div className="ord-main">
          <section className="adm-card adm-card--flush" aria-labelledby="ord-lines-title">
            <h2 className="adm-card-title ord-card-title" id="ord-lines-title">
              {t('orders.detail.artworks')}
            </h2>
            <ul className="ord-lines">
              {order.lines.map((line, index) => (
                <li key={`${line.product_slug}-${index}`} className="ord-line">
                  <span className="ord-line-image">
                    {line.product_image ? (
                      <img src={line.product_image} alt="" width={64} height={64} loading="lazy" />
                    ) : null}
                  </span>
                  <span className="ord-line-text">
                    <span className="ord-line-name">
                      {line.artwork_id !== null ? (
                        <a
                          href={`/arts/${line.product_slug}`}
                          target="_blank"
                          rel="noreferrer"
                          title={t('orders.detail.viewOnStorefront')}
                        >
                          {line.product_name}
                        </a>
                      ) : (
                        <span title={t('orders.detail.deletedArtwork')}>{line.product_name}</span>
                      )}
                    </span>
                    <span className="ord-line-meta">
                      {[
                        line.product_medium,
                        line.product_size && writeDimensions(line.product_size, adminLanguage()),
                        line.product_color,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    <span className="ord-line-meta">
                      {t('orders.detail.quantity', { qty: line.quantity, unit: omr(line.unit_price) })}
                    </span>
                  </span>
                  <span className="ord-line-total">{omr(line.line_total)}</span>
                </li>
              ))}
            </ul>
            <dl className="ord-totals">
              <div>
                <dt>{t('orders.detail.subTotal')}</dt>
                <dd>{omr(order.sub_total)}</dd>
              </div>
              <div>
                <dt>{t('orders.detail.shipping')}</dt>
                <dd>{order.delivery_charge === 0 ? t('orders.detail.free') : omr(order.delivery_charge)}</dd>
              </div>
              <div>
                <dt>{t('orders.detail.vat', { rate: order.tax_rate })}</dt>
                <dd>{omr(order.tax)}</dd>
              </div>
              <div className="ord-totals-grand">
                <dt>{t('orders.detail.total')}</dt>
                <dd>{omr(order.total)}</dd>
              </div>
            </dl>
            {order.display_currency !== 'OMR' ? (
              <p className="ord-currency-note adm-muted">
                {t('orders.detail.displayCurrency', { code: order.display_currency })}
              </p>
            ) : null}
          </section>

          <section className="adm-card" aria-labelledby="ord-history-title">
            <h2 className="adm-card-title" id="ord-history-title">
              {t('orders.detail.history')}
            </h2>
            <ol className="ord-history">
              {order.history.map((entry, index) => (
                <li key={index} className="ord-history-entry" data-action={entry.action}>
                  <span className="ord-history-dot" aria-hidden="true" />
                  <div>
                    <p className="ord-history-title">
                      {textIfAny(`orders.historyActions.${entry.action}`) ?? entry.action}
                      <span className="adm-muted">
                        {' · '}
                        {entry.staff_name ??
                          (entry.action === 'order.placed'
                            ? t('orders.detail.byCustomer')
                            : t('orders.detail.bySystem'))}
                      </span>
                    </p>
                    <p className="ord-history-detail">{entry.detail}</p>
                    <time className="ord-history-time adm-muted" dateTime={entry.created_at}>
                      {formatDateTime(entry.created_at)}
                    </time>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside className="ord-side">
          <section className="adm-card" aria-labelledby="ord-progress-title">
            <h2 className="adm-card-title" id="ord-progress-title">
              {t('orders.controls.title')}
            </h2>
            {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
            <OrderStateControls order={order} pending={pending} onStep={(next) => void step(next)} />
          </section>

          <AfterSalePanel order={order} />

          <section className="adm-card" aria-labelledby="ord-customer-title">
            <h2 className="adm-card-title" id="ord-customer-title">
              {t('orders.detail.customer')}
            </h2>
            <p className="ord-strong">{order.customer.full_name}</p>
            <p>
              <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
            </p>
            <p>
              <a href={`tel:${order.customer.phone.replace(/[^+\d]/g, '')}`}>
                <bdi dir="ltr">{order.customer.phone}</bdi>
              </a>
            </p>
            <p className="adm-muted">
              {order.customer.customer_id === null ? (
                t('orders.detail.guest')
              ) : (
                <Link to={`/customers/${order.customer.customer_id}`}>{t('orders.detail.registered')}</Link>
              )}
            </p>
          </section>

          <section className="adm-card" aria-labelledby="ord-address-title">
            <h2 className="adm-card-title" id="ord-address-title">
              {t('orders.detail.address')}
            </h2>
            <address className="ord-address">
              {[
                order.customer.full_name,
                order.address.line1,
                order.address.line2,
                [order.address.city, order.address.wilayat].filter(Boolean).join(', '),
                [order.address.governorate, order.address.postal_code].filter(Boolean).join(' '),
                order.address.country_name,
              ]
                .filter(Boolean)
                .map((text, i) => (
                  <span key={i}>{text}</span>
                ))}
            </address>
            <p className="adm-muted">
              {t('orders.detail.zoneLabel', {
                zone: t(`orders.detail.zone.${order.address.shipping_zone}`) ?? order.address.shipping_zone,
              })}
            </p>
          </section>

          {order.notes ? (
            <section className="adm-card" aria-labelledby="ord-notes-title">
              <h2 className="adm-card-title" id="ord-notes-title">
                {t('orders.detail.notes')}
              </h2>
              <p className="ord-notes">{order.notes}</p>
            </section>
          ) : null}
        </aside>
      </div>

      <CancelOrderDialog
        order={order}
        open={confirmingCancel}
        onClose={() => setConfirmingCancel(false)}
        onCancelled={() => {
          setConfirmingCancel(false);
          setNotice(t('orders.detail.cancelled', { orderNo: order.order_no }));
        }}
      />
    </>
  );
}

/**
 * Prints the server's invoice page without leaving the order: it is fetched and laid into a
 * hidden frame of this page, whose print() the browser then runs. A click with a modifier key
 * (or a failed fetch) opens the page in a new tab instead, where it can be printed by hand.
 */
function printInvoice(event: MouseEvent<HTMLAnchorElement>, url: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void fetch(url, { credentials: 'same-origin' })
    .then(async (answer) => {
      if (!answer.ok) throw new Error(`invoice: ${answer.status}`);
      const frame = document.createElement('iframe');
      frame.className = 'ord-print-frame';
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      frame.srcdoc = await answer.text();
      frame.addEventListener(
        'load',
        () => {
          const view = frame.contentWindow;
          if (!view) return;
          view.addEventListener('afterprint', () => frame.remove(), { once: true });
          view.focus();
          view.print();
        },
        { once: true },
      );
      document.body.append(frame);
    })
    .catch(() => window.open(url, '_blank', 'noopener'));
}
