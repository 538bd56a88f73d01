import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { useSignOutMutation } from '../endpoints/sign-out.ts';
import { Icon } from '../components/icons.tsx';
import { Avatar } from '../components/ui.tsx';
import { manageApi } from '../lib/api.ts';
import { sessionNotice } from '../lib/session-notice.ts';
import { groupLabel, visibleSections, type GroupKey, type Section } from '../lib/sections.ts';
import { t } from '../lib/i18n.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useStaff } from './staff-context.ts';

/** The frame of every signed-in screen: top bar, sidebar (a drawer on small screens) and the page. */
export function AppShell() {
  const [navOpen, setNavOpen] = useState(false);

  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setNavOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpen]);

  return (
    <div className="adm-shell" data-nav-open={navOpen || undefined}>
      <a className="adm-skip-link" href="#adm-main">
        {t('shell.skipToContent')}
      </a>
      <TopBar navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} />
      <div className="adm-backdrop" aria-hidden="true" onClick={() => setNavOpen(false)} />
      <Sidebar onNavigate={() => setNavOpen(false)} />
      <main id="adm-main" className="adm-main" tabIndex={-1}>
        <div className="adm-content">
          <Outlet />
        </div>
      </main>
    </div>
  );
}

function TopBar({ navOpen, onToggleNav }: { navOpen: boolean; onToggleNav: () => void }) {
  const staff = useStaff();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [signOut, { isLoading }] = useSignOutMutation();
  const role = t(`roles.${staff.role}`);

  const onSignOut = async () => {
    await signOut()
      .unwrap()
      .catch(() => undefined);
    // Forget the session before leaving, or the sign-in screen would send us straight back.
    dispatch(sessionNotice.actions.signedOut());
    dispatch(manageApi.util.resetApiState());
    navigate('/login', { replace: true });
  };

  return (
    <header className="adm-topbar">
      <button
        type="button"
        className="adm-icon-button adm-topbar-menu"
        aria-label={navOpen ? t('shell.closeMenu') : t('shell.openMenu')}
        aria-expanded={navOpen}
        aria-controls="adm-sidebar"
        onClick={onToggleNav}
      >
        <Icon name={navOpen ? 'close' : 'menu'} />
      </button>
      <Link to="/" className="adm-brand">
        <span className="adm-brand-mark" aria-hidden="true">
          {t('brand.monogram')}
        </span>
        <span className="adm-brand-text">
          <span className="adm-brand-name">{t('brand.name')}</span>
          <span className="adm-brand-product">{t('brand.product')}</span>
        </span>
      </Link>
      <div className="adm-topbar-end">
        <LanguageSwitch />
        <a className="adm-topbar-link" href="/" target="_blank" rel="noreferrer">
          <Icon name="external" size={16} />
          <span>{t('common.viewStorefront')}</span>
        </a>
        <Link
          to="/account"
          className="adm-user"
          title={t('shell.signedInAs', { name: staff.name, role })}
          aria-label={t('shell.myAccount', { name: staff.name, role })}
        >
          <Avatar name={staff.name} size="sm" />
          <span className="adm-user-text">
            <span className="adm-user-name">{staff.name}</span>
            <span className="adm-user-role">{role}</span>
          </span>
        </Link>
        <button type="button" className="adm-signout" onClick={onSignOut} disabled={isLoading}>
          <Icon name="signOut" size={18} />
          <span className="adm-signout-label">{isLoading ? t('shell.signingOut') : t('shell.signOut')}</span>
        </button>
      </div>
    </header>
  );
}

function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const staff = useStaff();
  const groups = new Map<GroupKey, Section[]>();
  for (const section of visibleSections(staff.role)) {
    groups.set(section.group, [...(groups.get(section.group) ?? []), section]);
  }
  return (
    <nav id="adm-sidebar" className="adm-sidebar" aria-label={t('shell.mainNav')}>
      <div className="adm-sidebar-inner">
        {[...groups].map(([group, items]) => (
          <div key={group} className="adm-nav-group">
            <p className="adm-nav-heading">{groupLabel(group)}</p>
            <ul className="adm-nav-list">
              {items.map((item) => (
                <li key={item.key}>
                  <NavLink to={item.path} end={item.path === '/'} className="adm-nav-link" onClick={onNavigate}>
                    <Icon name={item.icon} size={18} />
                    <span className="adm-nav-label">{item.label}</span>
                    {item.ownerOnly ? (
                      <Icon name="lock" size={14} className="adm-nav-lock" aria-label={t('shell.ownerOnly')} />
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
