import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ORDER_PAGE_SIZE,
  type ManagedOrderRow,
  type OrderListAnswer,
  type OrderListQuery,
} from '#shared/api/manage-orders.ts';
import {
  fulfilmentStatuses,
  orderPaymentMethods,
  orderStatuses,
  paymentStatuses,
  type FulfilmentStatus,
  type OrderPaymentMethod,
  type PaymentStatus,
} from '#shared/order-states.ts';
import { useGetOrdersQuery } from '../../endpoints/get-orders.ts';
import { Icon } from '../../components/icons.tsx';
import { Pager, SearchField } from '../../components/list-tools.tsx';
import { LoadError, PageHeader, Spinner, useDocumentTitle } from '../../components/ui.tsx';
import { apiProblem } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';
import { omr, StateBadges } from './order-badges.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import './orders.css';
const SORTS = ['created:desc', 'created:asc', 'total:desc', 'total:asc', 'customer:asc', 'order_no:desc'] as const;
const FILTER_KEYS = [
  'q',
  'status',
  'payment_status',
  'fulfilment_status',
  'payment_method',
  'from',
  'to',
  'overdue',
  'sort',
] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The URL's search parameters as the API's query: the list's state lives in the address. */
function queryOf(params: URLSearchParams): OrderListQuery {
  const sortKey = (SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? params.get('sort')!
    : 'created:desc';
  const [sort, order] = sortKey.split(':') as [NonNullable<OrderListQuery['sort']>, 'asc' | 'desc'];
  const query: OrderListQuery = {
    sort,
    order,
    page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
    per_page: ORDER_PAGE_SIZE,
  };
  const q = params.get('q')?.trim();
  if (q) query.search = q.slice(0, 100);
  const status = oneOf(orderStatuses, params.get('status'));
  if (status) query.status = status;
  const payment = oneOf(paymentStatuses, params.get('payment_status'));
  if (payment) query.payment_status = payment;
  const fulfilment = oneOf(fulfilmentStatuses, params.get('fulfilment_status'));
  if (fulfilment) query.fulfilment_status = fulfilment;
  const method = oneOf(orderPaymentMethods, params.get('payment_method'));
  if (method) query.payment_method = method;
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  if (from) query.from = from;
  if (to && (!from || to >= from)) query.to = to;
  if (params.get('overdue') === 'true') query.overdue = 'true';
  return query;
}

/** /admin/orders: every order, searchable and filtered, 25 to a page. */
export function OrdersScreen() {
  useDocumentTitle(t('orders.list.documentTitle'));
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const { data, error, isLoading, isFetching, refetch } = useGetOrdersQuery(query);
  const filtered = FILTER_KEYS.some((key) => key !== 'sort' && key !== 'status' && params.get(key));
  const [cancelling, setCancelling] = useState<ManagedOrderRow | null>(null);
  const [notice, setNotice] = useState('');

  /** Changes some parameters and goes back to the first page. */
  const change = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setParams(next);
  };

  return (
    <>
      <PageHeader title={t('sections.orders.label')} description={t('orders.list.intro')} />
      <StatusTabs counts={data?.counts} current={query.status} onSelect={(status) => change({ status })} />
      <Filters key={params.get('q') ?? ''} params={params} onChange={change} filtered={filtered} />
      {notice ? (
        <p role="status" className="adm-card adm-card-body ord-notice">
          {notice}
        </p>
      ) : null}

      <section
        className="adm-card adm-card--flush"
        aria-busy={isFetching || undefined}
        aria-label={t('sections.orders.label')}
      >
        {isLoading ? (
          <div className="adm-card-loading">
            <Spinner />
          </div>
        ) : error ? (
          <div className="adm-card-body">
            <LoadError message={apiProblem(error)!.message} onRetry={() => void refetch()} />
          </div>
        ) : !data?.result.length ? (
          <p className="adm-card-body adm-muted">
            {data?.counts.all ? t('orders.list.noMatch') : t('orders.list.empty')}
          </p>
        ) : (
          <OrdersTable
            rows={data.result}
            onCancel={query.overdue ? (row) => (setNotice(''), setCancelling(row)) : undefined}
          />
        )}
        {data ? <Pager page={data.page} perPage={data.per_page} total={data.total} shown={data.result.length} /> : null}
      </section>
      {cancelling ? (
        <CancelOrderDialog
          order={cancelling}
          open
          onClose={() => setCancelling(null)}
          onCancelled={() => {
            setNotice(t('orders.detail.cancelled', { orderNo: cancelling.order_no }));
            setCancelling(null);
          }}
        />
      ) : null}
    </>
  );
}

function StatusTabs({
  counts,
  current,
  onSelect,
}: {
  counts: OrderListAnswer['counts'] | undefined;
  current: string | undefined;
  onSelect: (status: string | null) => void;
}) {
  const tabs = [
    { key: null, label: t('orders.list.all'), count: counts?.all },
    ...orderStatuses.map((s) => ({ key: s, label: t(`orders.states.status.${s}`), count: counts?.[s] })),
  ];
  return (
    <nav className="ord-tabs" aria-label={t('orders.list.statusTabs')}>
      {tabs.map((tab) => {
        const active = (tab.key ?? undefined) === current;
        return (
          <button
            key={tab.key ?? 'all'}
            type="button"
            className="ord-tab"
            aria-pressed={active}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label} {tab.count !== undefined ? <span className="ord-tab-count">{tab.count}</span> : null}
          </button>
        );
      })}
    </nav>
  );
}

function Filters({
  params,
  onChange,
  filtered,
}: {
  params: URLSearchParams;
  onChange: (changes: Record<string, string | null>) => void;
  filtered: boolean;
}) {
  const id = useId();
  const select = (
    key: string,
    title: string,
    anyLabel: string,
    options: readonly string[],
    /** The words of one option, by its value. */
    label: (value: string) => string,
  ) => (
    <div className="ord-filter">
      <label className="ord-filter-label" htmlFor={`${id}-${key}`}>
        {title}
      </label>
      <select
        id={`${id}-${key}`}
        className="adm-input adm-select ord-select"
        value={params.get(key) ?? ''}
        onChange={(e) => onChange({ [key]: e.target.value || null })}
      >
        <option value="">{anyLabel}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section className="adm-card ord-filters" aria-label={t('orders.list.filters')}>
      {/* As every list searches: as it is typed (and at once on Enter). */}
      <div role="search" className="ord-search">
        <SearchField
          label={t('orders.list.search')}
          placeholder={t('orders.list.searchPlaceholder')}
          value={params.get('q') ?? ''}
          onSearch={(q) => onChange({ q: q.slice(0, 100) || null })}
        />
        {filtered ? (
          <button
            type="button"
            className="adm-button adm-button--secondary ord-clear"
            onClick={() => {
              onChange({
                q: null,
                payment_status: null,
                fulfilment_status: null,
                payment_method: null,
                from: null,
                to: null,
                overdue: null,
              });
            }}
          >
            <Icon name="close" size={16} />
            {t('orders.list.clear')}
          </button>
        ) : null}
      </div>
      <div className="ord-filter-row">
        {select(
          'payment_status',
          t('orders.controls.fields.payment_status'),
          t('orders.list.anyPayment'),
          paymentStatuses,
          (value) => t(`orders.states.payment_status.${value as PaymentStatus}`),
        )}
        {select(
          'fulfilment_status',
          t('orders.controls.fields.fulfilment_status'),
          t('orders.list.anyDelivery'),
          fulfilmentStatuses,
          (value) => t(`orders.states.fulfilment_status.${value as FulfilmentStatus}`),
        )}
        {select(
          'payment_method',
          t('orders.detail.payment'),
          t('orders.list.anyMethod'),
          orderPaymentMethods,
          (value) => t(`orders.paymentMethods.${value as OrderPaymentMethod}`),
        )}
        <div className="ord-filter">
          <label className="ord-filter-label" htmlFor={`${id}-from`}>
            {t('orders.list.from')}
          </label>
          <input
            id={`${id}-from`}
            className="adm-input"
            type="date"
            value={params.get('from') ?? ''}
            max={params.get('to') ?? undefined}
            onChange={(e) => onChange({ from: e.target.value || null })}
          />
        </div>
        <div className="ord-filter">
          <label className="ord-filter-label" htmlFor={`${id}-to`}>
            {t('orders.list.to')}
          </label>
          <input
            id={`${id}-to`}
            className="adm-input"
            type="date"
            value={params.get('to') ?? ''}
            min={params.get('from') ?? undefined}
            onChange={(e) => onChange({ to: e.target.value || null })}
          />
        </div>
        <div className="ord-filter ord-filter--check">
          <label className="adm-check">
            <input
              type="checkbox"
              checked={params.get('overdue') === 'true'}
              onChange={(e) => onChange({ overdue: e.target.checked ? 'true' : null })}
            />
            <span className="adm-check-label">{t('orders.list.overdue')}</span>
          </label>
        </div>
        <div className="ord-filter">
          <label className="ord-filter-label" htmlFor={`${id}-sort`}>
            {t('orders.list.sort')}
          </label>
          <select
            id={`${id}-sort`}
            className="adm-input adm-select ord-select"
            value={
              (SORTS as readonly string[]).includes(params.get('sort') ?? '') ? params.get('sort')! : 'created:desc'
            }
            onChange={(e) => onChange({ sort: e.target.value === 'created:desc' ? null : e.target.value })}
          >
            {SORTS.map((key) => (
              <option key={key} value={key}>
                {t(`orders.list.sorts.${key}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </section>
  );
}

/**
 * Orders as table rows (cards on small screens); the dashboard shows its recent orders with it, and
 * a customer's page their own (without the customer column).
 */
export function OrdersTable({
  rows,
  withCustomer = true,
  onCancel,
}: {
  rows: ManagedOrderRow[];
  withCustomer?: boolean;
  /** Offers each row's cancellation (overdue reservations, to chase or cancel). */
  onCancel?: (row: ManagedOrderRow) => void;
}) {
  return (
    <table className="adm-table ord-table">
      <thead>
        <tr>
          <th scope="col">{t('orders.list.order')}</th>
          {withCustomer ? <th scope="col">{t('orders.list.customer')}</th> : null}
          <th scope="col">{t('orders.list.items')}</th>
          <th scope="col" className="ord-num">
            {t('orders.list.total')}
          </th>
          <th scope="col">{t('orders.list.state')}</th>
          {onCancel ? <th scope="col">{t('list.actions')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.order_id}>
            <td data-label={t('orders.list.order')}>
              <div className="ord-cell-stack">
                <Link
                  to={`/orders/${row.order_no}`}
                  className="ord-order-link"
                  aria-label={t('orders.list.openOrder', { orderNo: row.order_no })}
                >
                  {row.order_no}
                </Link>
                <time className="adm-muted" dateTime={row.created_at}>
                  {formatDateTime(row.created_at)}
                </time>
              </div>
            </td>
            {withCustomer ? (
              <td data-label={t('orders.list.customer')}>
                <div className="ord-cell-stack">
                  <span className="ord-strong">{row.customer_name}</span>
                  <span className="adm-muted ord-ellipsis">{row.email}</span>
                </div>
              </td>
            ) : null}
            <td data-label={t('orders.list.items')}>
              <span className="ord-items">
                {row.first_item}
                {row.item_count > 1 ? ` ${t('orders.list.moreItems', { count: row.item_count - 1 })}` : null}
              </span>
            </td>
            <td data-label={t('orders.list.total')} className="ord-num ord-strong">
              {omr(row.total)}
            </td>
            <td data-label={t('orders.list.state')}>
              <StateBadges order={row} />
            </td>
            {onCancel ? (
              <td data-label={t('list.actions')}>
                <button
                  type="button"
                  className="adm-button adm-button--secondary adm-button--small"
                  aria-label={t('orders.list.cancelOrder', { orderNo: row.order_no })}
                  onClick={() => onCancel(row)}
                >
                  {t('orders.detail.cancel')}
                </button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
