import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  /** A call to action such as a link back to the artworks. */
  action?: ReactNode;
  icon?: ReactNode;
}

/** What a list or page shows when it has nothing yet. */
export function EmptyState({ title, children, action, icon }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {icon ? (
        <div className="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className="empty-state__title">{title}</p>
      {children ? <div className="empty-state__text">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
