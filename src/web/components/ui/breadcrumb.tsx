import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './breadcrumb.css';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last item). */
  to?: string;
}

export interface BreadcrumbProps {
  /** The trail after Home, e.g. [{ label: 'Exhibitions', to: '/exhibitions' }, { label: title }]. */
  items: BreadcrumbItem[];
  /** Home is the first crumb unless this is false. */
  withHome?: boolean;
  className?: string;
}

export function Breadcrumb({ items, withHome = true, className }: BreadcrumbProps) {
  const { t } = useTranslation();
  const trail: BreadcrumbItem[] = withHome ? [{ label: t('nav.home'), to: '/' }, ...items] : items;
  return (
    <nav aria-label={t('breadcrumb.label')} className={['breadcrumb', className].filter(Boolean).join(' ')}>
      <ol>
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <Fragment key={`${index}-${item.label}`}>
              <li>
                {item.to && !last ? (
                  <Link to={item.to}>{item.label}</Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined}>{item.label}</span>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
