import { CUSTOMER_PAGE_SIZE, customerSorts, type ManagedCustomer } from '#shared/api/manage-customers.ts';
import { formatRials } from '#shared/money.ts';
import { useGetCustomersQuery } from '../../endpoints/get-customers.ts';
import { SearchWithCount, useListParams } from '../../components/list-tools.tsx';
import { column, RecordLink, ResourceList, type Column } from '../../components/resource-list.tsx';
import { PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { formatDate, initials } from '../../lib/format.ts';
import { adminLanguage, t } from '../../lib/i18n.ts';
type Sort = (typeof customerSorts)[number];

const columns: Column<ManagedCustomer, Sort>[] = [
  column('customers.columns.name', {
    sort: 'name',
    unlabelled: true,
    cell: (customer) => (
      <RecordLink
        to={`/customers/${customer.id}`}
        title={customer.full_name}
        meta={customer.email}
        thumbShape="round"
        thumb={<span aria-hidden="true">{initials(customer.full_name)}</span>}
      />
    ),
  }),
  column('customers.columns.phone', {
    className: 'adm-nowrap',
    cell: (customer) => (customer.phone ? <bdi dir="ltr">{customer.phone}</bdi> : <span className="adm-muted">—</span>),
  }),
  column('customers.columns.orders', {
    sort: 'orders',
    firstOrder: 'desc',
    cell: (customer) => customer.order_count,
  }),
  column('customers.columns.spent', {
    sort: 'spent',
    firstOrder: 'desc',
    className: 'adm-nowrap',
    cell: (customer) => formatRials(customer.spent, adminLanguage()),
  }),
  column('customers.columns.lastOrder', {
    sort: 'last_order',
    firstOrder: 'desc',
    className: 'adm-nowrap',
    cell: (customer) =>
      customer.last_order_at ? (
        <time dateTime={customer.last_order_at}>{formatDate(customer.last_order_at)}</time>
      ) : (
        <span className="adm-muted">{t('customers.noOrders')}</span>
      ),
  }),
  column('customers.columns.joined', {
    sort: 'joined',
    firstOrder: 'desc',
    className: 'adm-nowrap adm-muted',
    cell: (customer) => <time dateTime={customer.created_at}>{formatDate(customer.created_at)}</time>,
  }),
];

/** /admin/customers: the storefront's customer accounts with their orders, searched and sorted on the server (read only). */
export function CustomersScreen() {
  useDocumentTitle(t('sections.customers.label'));
  const { page, values, sort, setSort, setSearch } = useListParams(['search'] as const, {
    keys: customerSorts,
    fallback: { sort: 'joined', order: 'desc' },
  });
  const query = useGetCustomersQuery({
    page,
    per_page: CUSTOMER_PAGE_SIZE,
    ...sort,
    // The API takes at most 100 characters of search.
    ...(values.search ? { search: values.search.slice(0, 100) } : {}),
  });
  const { data } = query;
  return (
    <>
      <PageHeader title={t('sections.customers.label')} description={t('customers.intro')} />
      <ResourceList
        query={query}
        rows={data?.result}
        paging={data}
        rowKey={(customer) => customer.id}
        sort={sort}
        onSort={setSort}
        toolbar={
          <SearchWithCount
            label={t('customers.searchLabel')}
            value={values.search}
            onSearch={setSearch}
            count={data ? t('customers.count', { count: data.total }) : null}
          />
        }
        empty={<p>{values.search ? t('list.noMatches') : t('customers.empty')}</p>}
        columns={columns}
      />
    </>
  );
}
