import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CompareIcon, HeartIcon } from '#web/components/ui/icons.tsx';
import { useDisplayCurrency } from '#web/lib/display-currency.tsx';
import { useAppSelector } from '#web/lib/store.ts';
import { CartIconLink, MiniCart } from '#web/features/cart/components/mini-cart.tsx';
import { CurrencySwitcher } from '#web/features/currency/components/currency-switcher.tsx';
import { AccountMenu, useLogout } from '#web/features/layout/components/account-menu.tsx';
import { LanguageSwitcher } from '#web/features/layout/components/language-switcher.tsx';
import { MainNav } from '#web/features/layout/components/main-nav.tsx';
import { MobileDrawer } from '#web/features/layout/components/mobile-drawer.tsx';
import { useScrolledPast } from '#web/features/layout/hooks/use-scrolled-past.ts';
import { useGetSettingsQuery } from '#web/features/settings/api/get-settings.ts';
import { SelectiveHydration } from '#web/lib/hydration.tsx';
import { PhoneLine } from './top-bar.tsx';

function CountLink({ to, label, count, icon }: { to: string; label: string; count: number; icon: ReactNode }) {
  return (
    <Link to={to} className="icon-button" aria-label={`${label} (${count})`}>
      {icon}
      {count > 0 ? (
        <span className="count-badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

export function Brand() {
  const { t } = useTranslation();
  const { data: settings } = useGetSettingsQuery();
  return (
    <Link to="/" className="brand" aria-label={t('nav.homeOf', { name: settings?.company_name || t('brand.name') })}>
      {settings?.company_fav ? (
        // The logo stands for the name and tagline. A fixed frame, whatever its shape, so nothing
        // beside it moves while it loads.
        <img className="brand__logo" src={settings.company_fav} alt="" width={160} height={50} decoding="async" />
      ) : (
        <span className="brand__text">
          <span className="brand__name">{settings?.company_name || t('brand.name')}</span>
          <span className="brand__tag">{t('brand.tagline')}</span>
        </span>
      )}
    </Link>
  );
}

function DrawerContent({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const wishlist = useAppSelector((state) => state.wishlist.items.length);
  const compare = useAppSelector((state) => state.compare.items.length);
  const { data: settings } = useGetSettingsQuery();
  const { currency } = useDisplayCurrency();
  const logout = useLogout();
  return (
    <>
      <MainNav label={t('nav.mobileLabel')} className="drawer-nav" onNavigate={close} />
      <ul className="drawer-links">
        {user ? (
          <>
            <li>
              <Link to="/my-account">{t('account.myAccount')}</Link>
            </li>
            <li>
              <button type="button" onClick={() => void logout()}>
                {t('account.logout')}
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link to="/login-register">{t('account.login')}</Link>
            </li>
            <li>
              <Link to="/login-register?type=register">{t('account.register')}</Link>
            </li>
          </>
        )}
        <li>
          <Link to="/wishlist">
            {t('nav.wishlist')} ({wishlist})
          </Link>
        </li>
        <li>
          <Link to="/compare">
            {t('nav.compare')} ({compare})
          </Link>
        </li>
      </ul>
      <div className="drawer-choices">
        <LanguageSwitcher />
        <CurrencySwitcher currencies={settings?.currencies ?? []} value={currency.code} />
      </div>
      <PhoneLine phone={settings?.phone} />
    </>
  );
}

/**
 * Account, wishlist, compare and cart. Their counts are read here, inside the part: this browser's
 * lists are not the server's, and a part is hydrated with what it shows read as it is hydrated.
 */
function HeaderActions() {
  const { t } = useTranslation();
  const wishlist = useAppSelector((state) => state.wishlist.items.length);
  const compare = useAppSelector((state) => state.compare.items.length);
  return (
    <div className="site-header__actions">
      <span className="wide-only">
        <AccountMenu />
      </span>
      <span className="wide-only">
        <CountLink to="/wishlist" label={t('nav.wishlist')} count={wishlist} icon={<HeartIcon />} />
      </span>
      <span className="wide-only">
        <CountLink to="/compare" label={t('nav.compare')} count={compare} icon={<CompareIcon />} />
      </span>
      <span className="wide-only">
        <MiniCart />
      </span>
      <span className="narrow-only">
        <CartIconLink />
      </span>
    </div>
  );
}

/** The header: logo, main menu, account, wishlist, compare and cart; sticky once scrolled past. */
export function SiteHeader() {
  const { t } = useTranslation();
  const header = useRef<HTMLElement>(null);
  const stuck = useScrolledPast(header);
  return (
    <header ref={header} className={`site-header${stuck ? ' site-header--stuck' : ''}`}>
      {/* Its four regions are hydration boundaries of their own (lib/hydration.tsx): hydrated whole, the
          header was the longest task of a server-rendered home page on a phone. */}
      <div className="container site-header__row">
        <SelectiveHydration>
          <div className="site-header__start">
            <MobileDrawer>{(close) => <DrawerContent close={close} />}</MobileDrawer>
          </div>
        </SelectiveHydration>
        <SelectiveHydration>
          <Brand />
        </SelectiveHydration>
        <SelectiveHydration>
          <MainNav label={t('nav.mainLabel')} className="main-nav" />
        </SelectiveHydration>
        <SelectiveHydration>
          <HeaderActions />
        </SelectiveHydration>
      </div>
    </header>
  );
}
