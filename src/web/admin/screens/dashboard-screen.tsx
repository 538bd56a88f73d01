import { Link } from 'react-router';
import type { DashboardFigures } from '#shared/api/manage-orders.ts';
import { formatAmount, OMR } from '#shared/money.ts';
import { orderStatuses } from '#shared/order-states.ts';
import { useGetDashboardQuery } from '../endpoints/get-dashboard.ts';
import { Icon, type IconName } from '../components/icons.tsx';
import { Badge, LoadError, Spinner, useDocumentTitle } from '../components/ui.tsx';
import { useStaff } from '../layout/staff-context.ts';
import { apiProblem } from '../lib/errors.ts';
import { firstName, formatMonth } from '../lib/format.ts';
import { visibleSections } from '../lib/sections.ts';
import { t } from '../lib/i18n.ts';
import { OrdersTable } from './orders/orders-screen.tsx';
import './orders/orders.css';

/** /admin: the day's figures (orders, revenue, applications, messages, artworks), recent orders and the sections. */
export function DashboardScreen() {
  const staff = useStaff();
  useDocumentTitle(t('dashboard.documentTitle'));
  const { data, error, isLoading, refetch } = useGetDashboardQuery();
  const sections = visibleSections(staff.role).filter((s) => s.key !== 'dashboard');

  return (
    <>
      <section className="adm-welcome">
        <div>
          <p className="adm-eyebrow">{t('brand.product')}</p>
          <h1 className="adm-welcome-title">{t('dashboard.greeting', { name: firstName(staff.name) })}</h1>
          <p className="adm-welcome-body">{t('dashboard.intro')}</p>
          <p className="adm-welcome-role">
            <Badge tone={staff.role === 'owner' ? 'accent' : 'neutral'}>{t(`roles.${staff.role}`)}</Badge>
            <span>{t(`dashboard.roleNote.${staff.role}`)}</span>
          </p>
        </div>
        <a className="adm-button adm-button--secondary adm-welcome-cta" href="/" target="_blank" rel="noreferrer">
          <Icon name="external" size={16} />
          {t('common.viewStorefront')}
        </a>
      </section>

      <h2 className="adm-section-title">{t('orders.dashboard.figuresTitle')}</h2>
      {isLoading ? (
        <section className="adm-card adm-card-loading">
          <Spinner />
        </section>
      ) : error || !data ? (
        <section className="adm-card">
          <LoadError
            message={apiProblem(error)?.message ?? t('orders.dashboard.loadError')}
            onRetry={() => void refetch()}
          />
        </section>
      ) : (
        <Figures figures={data} />
      )}

      <h2 className="adm-section-title">{t('dashboard.sectionsTitle')}</h2>
      <p className="adm-section-intro">{t('dashboard.sectionsIntro')}</p>
      <ul className="adm-tiles">
        {sections.map((section) => (
          <li key={section.key}>
            <Link to={section.path} className="adm-tile">
              <span className="adm-tile-icon">
                <Icon name={section.icon} size={20} />
              </span>
              <span className="adm-tile-text">
                <span className="adm-tile-title">{section.label}</span>
                <span className="adm-tile-description">{section.description}</span>
              </span>
              <Icon name="arrowRight" size={16} className="adm-tile-arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function Figures({ figures }: { figures: DashboardFigures }) {
  const { orders } = figures;
  const month = formatMonth(new Date(`${figures.revenue.month_start}T00:00:00Z`));
  const cards: {
    key: string;
    label: string;
    value: string;
    unit?: string;
    note: string;
    icon: IconName;
    to: string;
  }[] = [
    {
      key: 'open',
      label: t('orders.dashboard.openOrders'),
      value: String(orders.open),
      note: t('orders.dashboard.openOrdersNote', { count: orders.to_ship }),
      icon: 'order',
      to: '/orders',
    },
    {
      key: 'revenue',
      label: t('orders.dashboard.revenue'),
      value: formatAmount(figures.revenue.this_month, OMR),
      unit: t('common.rials'),
      note: t('orders.dashboard.revenueNote', { count: figures.revenue.orders_this_month, month }),
      icon: 'currency',
      to: `/orders?from=${figures.revenue.month_start}`,
    },
    {
      key: 'overdue',
      label: t('orders.dashboard.overdue'),
      value: String(figures.overdue_reservations.orders),
      note: t('orders.dashboard.overdueNote', { count: figures.overdue_reservations.days }),
      icon: 'order',
      to: '/orders?overdue=true',
    },
    {
      key: 'applications',
      label: t('orders.dashboard.applications'),
      value: String(figures.new_applications),
      note: t('orders.dashboard.applicationsNote'),
      icon: 'application',
      to: '/applications',
    },
    {
      key: 'messages',
      label: t('orders.dashboard.messages'),
      value: String(figures.unread_messages),
      note: t('orders.dashboard.messagesNote'),
      icon: 'message',
      to: '/messages',
    },
    {
      key: 'for-sale',
      label: t('orders.dashboard.forSale'),
      value: String(figures.artworks.for_sale),
      note: t('orders.dashboard.forSaleNote'),
      icon: 'artwork',
      to: '/artworks',
    },
    {
      key: 'sold',
      label: t('orders.dashboard.sold'),
      value: String(figures.artworks.sold),
      note: t('orders.dashboard.soldNote'),
      icon: 'check',
      to: '/artworks',
    },
  ];
  const all = orderStatuses.reduce((sum, s) => sum + orders.by_status[s], 0);

  return (
    <>
      <ul className="dash-figures">
        {cards.map((card) => (
          <li key={card.key}>
            <Link to={card.to} className="dash-figure" data-figure={card.key}>
              <span className="dash-figure-label">
                <Icon name={card.icon} size={16} />
                {card.label}
              </span>
              <span className="dash-figure-value">
                {card.unit ? <span className="dash-figure-unit">{card.unit} </span> : null}
                {card.value}
              </span>
              <span className="dash-figure-note">{card.note}</span>
            </Link>
          </li>
        ))}
      </ul>

      <section className="adm-card dash-states-card" aria-labelledby="dash-states-title">
        <h2 className="adm-card-title" id="dash-states-title">
          {t('orders.dashboard.byState')}
        </h2>
        <dl className="dash-states">
          {orderStatuses.map((status) => (
            <div key={status} className="dash-state">
              <dt>
                <Link to={`/orders?status=${status}`}>{t(`orders.states.status.${status}`)}</Link>
              </dt>
              <dd>{orders.by_status[status]}</dd>
              <span className="dash-state-bar" data-state={status} aria-hidden="true">
                <span style={{ inlineSize: `${all ? Math.round((orders.by_status[status] / all) * 100) : 0}%` }} />
              </span>
            </div>
          ))}
        </dl>
      </section>

      <section className="adm-card adm-card--flush dash-recent" aria-labelledby="dash-recent-title">
        <div className="dash-card-header">
          <h2 className="adm-card-title" id="dash-recent-title">
            {t('orders.dashboard.recent')}
          </h2>
          <Link to="/orders">{t('orders.dashboard.allOrders')}</Link>
        </div>
        {figures.recent_orders.length ? (
          <OrdersTable rows={figures.recent_orders} />
        ) : (
          <p className="adm-card-body adm-muted">{t('orders.dashboard.noOrders')}</p>
        )}
      </section>
    </>
  );
}
