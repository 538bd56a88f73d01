import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { SalesReport, SalesReportQuery } from '#shared/api/manage-reports.ts';
import { useGetSalesReportQuery } from '../../endpoints/get-sales-report.ts';
import { Icon } from '../../components/icons.tsx';
import { LoadError, PageHeader, Spinner, useDocumentTitle } from '../../components/ui.tsx';
import { apiProblem } from '../../lib/errors.ts';
import { formatMonth } from '../../lib/format.ts';
import { t, type AdminKey } from '../../lib/i18n.ts';
import { omr } from '../orders/order-badges.tsx';
import '../orders/orders.css';

const monthOrNothing = (value: string | null) => (value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined);

/** /admin/reports: sales by month and by artist (docs/product.md#reports), and the CSV exports. */
export function ReportsScreen() {
  useDocumentTitle(t('sections.reports.label'));
  const [params, setParams] = useSearchParams();
  const query: SalesReportQuery = {};
  const from = monthOrNothing(params.get('from'));
  const to = monthOrNothing(params.get('to'));
  if (from) query.from = from;
  if (to && (!from || to >= from)) query.to = to;
  const { data, error, isLoading, isFetching, refetch } = useGetSalesReportQuery(query);
  const id = useId();
  const change = (key: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };

  return (
    <>
      <PageHeader title={t('sections.reports.label')} description={t('reports.intro')} />
      <section className="adm-card ord-filters" aria-label={t('reports.period')}>
        <div className="ord-filter-row">
          <MonthFilter
            id={`${id}-from`}
            label={t('reports.from')}
            value={params.get('from') ?? data?.from ?? ''}
            onChange={(value) => change('from', value)}
          />
          <MonthFilter
            id={`${id}-to`}
            label={t('reports.to')}
            value={params.get('to') ?? data?.to ?? ''}
            onChange={(value) => change('to', value)}
          />
          <div className="ord-filter">
            <span className="ord-filter-label">{t('reports.exports')}</span>
            <span className="ord-exports">
              <a className="adm-button adm-button--secondary" href="/admin/api/manage/reports/orders.csv" download>
                <Icon name="download" size={16} />
                {t('reports.ordersCsv')}
              </a>{' '}
              <a className="adm-button adm-button--secondary" href="/admin/api/manage/reports/customers.csv" download>
                <Icon name="download" size={16} />
                {t('reports.customersCsv')}
              </a>
            </span>
          </div>
        </div>
      </section>
      {isLoading ? (
        <div className="adm-card-loading">
          <Spinner />
        </div>
      ) : error || !data ? (
        <section className="adm-card adm-card-body">
          <LoadError message={apiProblem(error)?.message ?? t('errors.unexpected')} onRetry={() => void refetch()} />
        </section>
      ) : (
        <div className="ord-report" aria-busy={isFetching || undefined}>
          <ByMonth report={data} />
          <ByArtist report={data} />
        </div>
      )}
    </>
  );
}

function MonthFilter(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="ord-filter">
      <label className="ord-filter-label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className="adm-input"
        type="month"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

/** The header cells of a table's number columns. */
function NumberHeads({ keys }: { keys: AdminKey[] }) {
  return keys.map((key) => (
    <th key={key} scope="col" className="ord-num">
      {t(key)}
    </th>
  ));
}

const monthName = (month: string) => formatMonth(new Date(`${month}-01T00:00:00Z`));

function ByMonth({ report }: { report: SalesReport }) {
  return (
    <section className="adm-card adm-card--flush" aria-labelledby="reports-by-month">
      <h2 className="adm-card-title ord-card-title" id="reports-by-month">
        {t('reports.byMonth')}
      </h2>
      <table className="adm-table ord-table">
        <thead>
          <tr>
            <th scope="col">{t('reports.month')}</th>
            <NumberHeads
              keys={[
                'reports.payments',
                'reports.worksSold',
                'reports.averagePrice',
                'reports.refunded',
                'reports.revenue',
              ]}
            />
          </tr>
        </thead>
        <tbody>
          {report.months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month)}</th>
              <td className="ord-num">{m.orders}</td>
              <td className="ord-num">{m.works_sold}</td>
              <td className="ord-num">{m.works_sold ? omr(m.average_price) : '—'}</td>
              <td className="ord-num">{omr(m.refunded)}</td>
              <td className="ord-num ord-strong">{omr(m.revenue)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('reports.total')}</th>
            <td className="ord-num">{report.totals.orders}</td>
            <td className="ord-num">{report.totals.works_sold}</td>
            <td className="ord-num">{report.totals.works_sold ? omr(report.totals.average_price) : '—'}</td>
            <td className="ord-num">{omr(report.totals.refunded)}</td>
            <td className="ord-num ord-strong">{omr(report.totals.revenue)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

function ByArtist({ report }: { report: SalesReport }) {
  return (
    <section className="adm-card adm-card--flush" aria-labelledby="reports-by-artist">
      <h2 className="adm-card-title ord-card-title" id="reports-by-artist">
        {t('reports.byArtist')}
      </h2>
      {report.artists.length === 0 ? (
        <p className="adm-card-body adm-muted">{t('reports.noSales')}</p>
      ) : (
        <table className="adm-table ord-table">
          <thead>
            <tr>
              <th scope="col">{t('reports.artist')}</th>
              <NumberHeads
                keys={[
                  'reports.worksSold',
                  'reports.averagePrice',
                  'reports.sales',
                  'reports.refunded',
                  'reports.revenue',
                ]}
              />
            </tr>
          </thead>
          <tbody>
            {report.artists.map((a) => (
              <tr key={a.artist_id ?? 'none'}>
                <th scope="row">{a.artist_name || t('reports.noArtist')}</th>
                <td className="ord-num">{a.works_sold}</td>
                <td className="ord-num">{omr(a.average_price)}</td>
                <td className="ord-num">{omr(a.sales)}</td>
                <td className="ord-num">{omr(a.refunded)}</td>
                <td className="ord-num ord-strong">{omr(a.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
