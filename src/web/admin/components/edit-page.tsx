import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useBlocker } from 'react-router';
import { t } from '../lib/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Icon } from './icons.tsx';

/** The top of an edit page: the way back to its list, the record's name, its state and actions. */
export function EditHeader({
  backTo,
  backLabel,
  title,
  badges,
  actions,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  badges?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="adm-edit-header">
      <Link to={backTo} className="adm-back-link">
        <Icon name="arrowLeft" size={16} />
        <span>{backLabel}</span>
      </Link>
      <div className="adm-edit-title-row">
        <h1 className="adm-page-title adm-edit-title">{title}</h1>
        {badges ? <div className="adm-edit-badges">{badges}</div> : null}
        {actions ? <div className="adm-page-actions adm-edit-actions">{actions}</div> : null}
      </div>
    </header>
  );
}

/** The save buttons, kept in view at the bottom of a long form. */
/**
 * What the last save says, at the top of its form: brought into view as it appears, or a save made
 * from the sticky save bar low on a long form would go unseen. It shows until the next change.
 */
export function FormNotice({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <div ref={ref} className="adm-edit-notice">
      {children}
    </div>
  );
}

export function SaveBar({ dirty, children }: { dirty: boolean; children: ReactNode }) {
  return (
    <div className="adm-savebar" data-dirty={dirty || undefined}>
      <span className="adm-savebar-state">
        {dirty ? (
          <>
            <span className="adm-dot" aria-hidden="true" />
            {t('form.unsaved')}
          </>
        ) : null}
      </span>
      <div className="adm-savebar-actions">{children}</div>
    </div>
  );
}

/**
 * Asks before leaving a form with unsaved changes, inside the back office (a confirmation dialog)
 * and when closing or reloading the tab (the browser's own question).
 */
export function useLeaveGuard(when: boolean) {
  const allowed = useRef(false);
  const whenRef = useRef(when);
  useEffect(() => {
    whenRef.current = when;
    if (when) allowed.current = false;
  }, [when]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      whenRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return {
    /** The next navigation is the form's own (after a save or a delete): let it through. */
    allowNextNavigation: () => {
      allowed.current = true;
    },
    dialog: (
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('form.leaveTitle')}
        body={t('form.leaveBody')}
        confirmLabel={t('form.leave')}
        busy={false}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    ),
  };
}
