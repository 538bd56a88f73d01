import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ClientOnly } from '#web/lib/hydration.tsx';
import { profileSaved, SESSION_ENDED } from '#web/lib/state/auth-slice.ts';
import { useAppDispatch, useAppSelector } from '#web/lib/store.ts';
import { useGetMeQuery } from '#web/features/account/api/get-me.ts';
import { AddressBook } from '#web/features/account/components/address-book.tsx';
import { PasswordForm } from '#web/features/account/components/password-form.tsx';
import { ProfileForm } from '#web/features/account/components/profile-form.tsx';
import { useLogout } from '#web/features/layout/components/account-menu.tsx';
import { MyOrderDetail } from '#web/features/orders/components/my-order-detail.tsx';
import { OrderHistory } from '#web/features/orders/components/order-history.tsx';
import { orderEquivalentCurrency } from '#web/features/orders/order-format.ts';
import { useGetSettingsQuery } from '#web/features/settings/api/get-settings.ts';
import { OrderDelivery } from '../components/order-delivery.tsx';
import { PersonalScreen } from '../components/personal-screen.tsx';
import './my-account.css';

const TABS = ['orders', 'profile', 'addresses', 'password'] as const;
type Tab = (typeof TABS)[number];

const tabHref = (tab: Tab) => (tab === 'orders' ? '/my-account' : `/my-account?tab=${tab}`);

/**
 * /my-account, for logged-in customers only: a visitor (or a customer whose session ended) is sent
 * to /login-register and brought back here. Orders with their detail, profile, address book and
 * password. The title is everyone's and is rendered with the page; the rest waits for the browser.
 */
export default function MyAccountPage() {
  const { t } = useTranslation('account');
  const title = t('myAccount.title');
  return (
    <PersonalScreen
      title={title}
      heading={
        <PageHeader
          title={title}
          intro={
            <ClientOnly fallback={NO_GREETING_YET}>
              <Greeting />
            </ClientOnly>
          }
          breadcrumb={[{ label: title }]}
        />
      }
    >
      <MyAccountBody />
    </PersonalScreen>
  );
}

/** Holds the greeting's line until the browser knows the name, so nothing below it moves then. */
const NO_GREETING_YET = '\u00a0';

/** "Welcome back, Amal": the customer's name, which only this browser knows. */
function Greeting() {
  const { t } = useTranslation('account');
  const user = useAppSelector((state) => state.auth.user);
  return user ? t('myAccount.greeting', { name: user.first_name }) : null;
}

/** The account itself, rendered in the browser whose customer is logged in. */
function MyAccountBody() {
  const { t } = useTranslation('account');
  const location = useLocation();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const authMessage = useAppSelector((state) => state.auth.message);
  const [arrivedLoggedOut] = useState(() => user === null);
  const logout = useLogout();
  // Asks the server who is logged in: a 401 means the session ended, and the store forgets the profile.
  const me = useGetMeQuery(undefined, { skip: !user });
  const { data: settings } = useGetSettingsQuery();

  // The server's profile wins over the stored one (it may have been changed on another device).
  useEffect(() => {
    if (me.data) dispatch(profileSaved(me.data));
  }, [me.data, dispatch]);

  if (!user) {
    // A customer who just logged out is on the way home (the logout navigates); anyone else,
    // including a customer whose session ended, goes to the login and comes back here after it.
    if (!arrivedLoggedOut && authMessage !== SESSION_ENDED) return null;
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login-register?redirect=${encodeURIComponent(back)}`} replace />;
  }

  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'orders';
  const orderId = tab === 'orders' ? params.get('order') : null;

  let panel;
  if (tab === 'profile') panel = <ProfileForm key={user.id} user={user} />;
  else if (tab === 'addresses') panel = <AddressBook user={user} />;
  else if (tab === 'password') panel = <PasswordForm />;
  else if (orderId) {
    panel = (
      <MyOrderDetail
        orderId={orderId}
        backHref={tabHref('orders')}
        equivalentOf={(order) => orderEquivalentCurrency(order, settings?.currencies)}
        delivery={(order) => <OrderDelivery order={order} />}
      />
    );
  } else {
    panel = <OrderHistory detailHref={(id) => `/my-account?tab=orders&order=${encodeURIComponent(id)}`} />;
  }

  return (
    <section className="container section my-account">
      <nav className="my-account__nav" aria-label={t('myAccount.sections')}>
        <ul>
          {TABS.map((name) => (
            <li key={name}>
              <Link to={tabHref(name)} aria-current={tab === name ? 'page' : undefined}>
                {t(`myAccount.tabs.${name}`)}
              </Link>
            </li>
          ))}
          <li className="my-account__logout">
            <button type="button" onClick={() => void logout()}>
              {t('common:account.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <div className="my-account__panel">
        {orderId ? null : <h2 className="my-account__heading">{t(`myAccount.tabs.${tab}`)}</h2>}
        {panel}
      </div>
    </section>
  );
}
