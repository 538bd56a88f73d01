import { useState } from 'react';
import { formatRials } from '#shared/money.ts';
import type { Address } from '#shared/api/accounts.ts';
import type { CustomerDetail } from '#shared/api/manage-customers.ts';
import { useGetCustomerQuery } from '../../endpoints/get-customer.ts';
import { useSendPasswordResetMutation } from '../../endpoints/send-password-reset.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Icon } from '../../components/icons.tsx';
import { apiProblem } from '../../lib/errors.ts';
import { ReadRecordGate } from '../../components/edit-form.tsx';
import { EditHeader } from '../../components/edit-page.tsx';
import { FormCard } from '../../components/form.tsx';
import { Alert, Badge } from '../../components/ui.tsx';
import { countryName, formatDate } from '../../lib/format.ts';
import { adminLanguage, t } from '../../lib/i18n.ts';
import { OrdersTable } from '../orders/orders-screen.tsx';
import '../orders/orders.css';
import './customers.css';

/** A phone number as a tel: link dials it: digits and the leading plus only. */
const dial = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** /admin/customers/:id: one customer account, its address book and its orders (read only). */
export function CustomerScreen() {
  return (
    <ReadRecordGate<CustomerDetail>
      useQuery={useGetCustomerQuery}
      titleOf={(customer) => customer.full_name}
      titleWhileMissing={t('sections.customers.label')}
      notFound={{ title: t('customers.notFound'), backTo: '/customers', backLabel: t('customers.backToList') }}
    >
      {(customer) => <CustomerView data={customer} />}
    </ReadRecordGate>
  );
}

function CustomerView({ data }: { data: CustomerDetail }) {
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [sendReset, sending] = useSendPasswordResetMutation();
  return (
    <div className="adm-edit">
      <EditHeader
        backTo="/customers"
        backLabel={t('sections.customers.label')}
        title={data.full_name}
        actions={
          <button
            type="button"
            className="adm-button adm-button--secondary"
            onClick={() => {
              setSent(null);
              sending.reset();
              setAsking(true);
            }}
          >
            <Icon name="newsletter" size={16} />
            {t('customers.sendReset')}
          </button>
        }
      />
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      <ConfirmDialog
        open={asking}
        tone="primary"
        title={t('customers.resetTitle', { name: data.full_name })}
        body={t('customers.resetBody', { email: data.email })}
        confirmLabel={t('customers.resetConfirm')}
        busyLabel={t('customers.resetSending')}
        busy={sending.isLoading}
        error={apiProblem(sending.error)?.message ?? null}
        onConfirm={async () => {
          const message = await sendReset(data.id)
            .unwrap()
            .catch(() => null);
          if (message) {
            setSent(message);
            setAsking(false);
          }
        }}
        onCancel={() => setAsking(false)}
      />
      <div className="adm-edit-grid">
        <div className="adm-edit-main">
          <section className="adm-card adm-card--flush" aria-labelledby="cus-orders-title">
            <div className="cus-card-header">
              <h2 className="adm-card-title" id="cus-orders-title">
                {t('customers.cards.orders')}
              </h2>
            </div>
            {data.orders.length ? (
              <OrdersTable rows={data.orders} withCustomer={false} />
            ) : (
              <p className="adm-card-body adm-muted">{t('customers.noOrdersYet')}</p>
            )}
          </section>

          <FormCard title={t('customers.cards.addresses')}>
            {data.addresses.length ? (
              <ul className="cus-addresses">
                {data.addresses.map((address) => (
                  <AddressCard key={address.id} address={address} />
                ))}
              </ul>
            ) : (
              <p className="adm-muted">{t('customers.noAddresses')}</p>
            )}
          </FormCard>
        </div>

        <aside className="adm-edit-side cus-side">
          <FormCard title={t('customers.cards.contact')}>
            <dl className="adm-details">
              <dt>{t('customers.fields.email')}</dt>
              <dd>
                <a href={`mailto:${data.email}`}>{data.email}</a>
              </dd>
              <dt>{t('customers.fields.phone')}</dt>
              <dd>
                {data.phone ? (
                  <a href={dial(data.phone)}>
                    <bdi dir="ltr">{data.phone}</bdi>
                  </a>
                ) : (
                  <span className="adm-muted">{t('customers.noPhone')}</span>
                )}
              </dd>
              <dt>{t('customers.fields.joined')}</dt>
              <dd>
                <time dateTime={data.created_at}>{formatDate(data.created_at)}</time>
              </dd>
              <dt>{t('customers.fields.newsletter')}</dt>
              <dd>{data.newsletter ? t('customers.subscribed') : t('customers.notSubscribed')}</dd>
            </dl>
          </FormCard>

          <FormCard title={t('customers.cards.figures')} description={t('customers.spentNote')}>
            <dl className="adm-details">
              <dt>{t('customers.fields.orders')}</dt>
              <dd>{data.order_count}</dd>
              <dt>{t('customers.fields.spent')}</dt>
              <dd className="ord-strong">{formatRials(data.spent, adminLanguage())}</dd>
              <dt>{t('customers.fields.lastOrder')}</dt>
              <dd>
                {data.last_order_at ? (
                  <time dateTime={data.last_order_at}>{formatDate(data.last_order_at)}</time>
                ) : (
                  <span className="adm-muted">{t('customers.noOrders')}</span>
                )}
              </dd>
            </dl>
          </FormCard>
        </aside>
      </div>
    </div>
  );
}

/** One entry of the address book, as the customer saved it. */
function AddressCard({ address }: { address: Address }) {
  const lines = [
    address.full_name,
    address.line1,
    address.line2,
    [address.city, address.wilayat].filter(Boolean).join(', '),
    [address.governorate, address.postal_code].filter(Boolean).join(' '),
    countryName(address.country),
  ].filter(Boolean);
  return (
    <li className="cus-address">
      {address.label || address.is_default ? (
        <div className="cus-address-head">
          {address.label ? <span>{address.label}</span> : null}
          {address.is_default ? <Badge tone="accent">{t('customers.defaultAddress')}</Badge> : null}
        </div>
      ) : null}
      <address>
        {lines.map((text, i) => (
          <span key={i}>{text}</span>
        ))}
      </address>
      {address.phone ? (
        <a href={dial(address.phone)}>
          <bdi dir="ltr">{address.phone}</bdi>
        </a>
      ) : null}
    </li>
  );
}
