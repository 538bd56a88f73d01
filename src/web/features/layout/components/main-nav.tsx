import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The main menu (docs/product.md#every-page), with the artists the gallery represents. */
export const NAV_ITEMS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/about', key: 'nav.about', end: false },
  { to: '/arts', key: 'nav.artworks', end: false },
  { to: '/exhibitions', key: 'nav.exhibitions', end: false },
  { to: '/artist', key: 'nav.artists', end: false },
  { to: '/press-release', key: 'nav.press', end: false },
] as const;

export function MainNav({
  className,
  label,
  onNavigate,
}: {
  className?: string;
  label: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On small screens the menu scrolls sideways: keep the current page's item in view.
  useEffect(() => {
    let live = true;
    const reveal = () => {
      const list = nav.current;
      const active = list?.querySelector<HTMLElement>('a.active');
      if (!live || !list || !active || list.scrollWidth <= list.clientWidth) return;
      // The menu alone scrolls, sideways: scrollIntoView would also move the page to bring the menu
      // into view, and a visitor who scrolled down before the page was hydrated would jump.
      const item = active.getBoundingClientRect();
      const row = list.getBoundingClientRect();
      list.scrollBy({ left: item.left + item.width / 2 - (row.left + row.width / 2), behavior: 'instant' });
    };
    reveal();
    // The web fonts widen the items once they arrive.
    void document.fonts?.ready.then(reveal);
    return () => {
      live = false;
    };
  }, [pathname]);
  return (
    <nav ref={nav} aria-label={label} className={className}>
      <ul>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} onClick={onNavigate}>
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
