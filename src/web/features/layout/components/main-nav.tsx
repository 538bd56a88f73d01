import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** SPEC §2's main menu, with the artists the gallery represents. */
export const NAV_ITEMS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/about', key: 'nav.about', end: false },
  { to: '/arts', key: 'nav.artworks', end: false },
  { to: '/exhibitions', key: 'nav.exhibitions', end: false },
  { to: '/artist', key: 'nav.artists', end: false },
  { to: '/press-release', key: 'nav.press', end: false },
] as const;

export function MainNav({ className, label, onNavigate }: { className?: string; label: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className={className}>
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
