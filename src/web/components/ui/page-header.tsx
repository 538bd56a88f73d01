import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from './breadcrumb.tsx';
import './page-header.css';

export interface PageHeaderProps {
  /** The page's one <h1>. */
  title: ReactNode;
  /** The trail after Home; defaults to the title alone. */
  breadcrumb?: BreadcrumbItem[];
  /** A short line under the title. */
  intro?: ReactNode;
  /** A small label above the title ("Exhibition", "Artist"). */
  eyebrow?: ReactNode;
}

/** The band at the top of an inner page: title and breadcrumb. */
export function PageHeader({ title, breadcrumb, intro, eyebrow }: PageHeaderProps) {
  const crumbs = breadcrumb ?? (typeof title === 'string' ? [{ label: title }] : []);
  return (
    <header className="page-header">
      <div className="container page-header__inner">
        {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-header__title">{title}</h1>
        {intro ? <p className="page-header__intro">{intro}</p> : null}
        {crumbs.length > 0 ? <Breadcrumb items={crumbs} /> : null}
      </div>
    </header>
  );
}
