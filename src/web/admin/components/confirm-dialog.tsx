import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiProblem } from '../lib/errors.ts';
import { t } from '../lib/i18n.ts';
import { Dialog } from './dialog.tsx';
import { Alert } from './ui.tsx';

/** "Delete this?" with the consequence spelled out; stays open and shows the reason when it fails. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  busyLabel = t('form.deleting'),
  busy,
  error,
  onConfirm,
  onCancel,
  tone = 'danger',
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel?: string;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  tone?: 'danger' | 'primary';
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      description={body}
      size="sm"
    >
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="adm-dialog-actions">
        <button type="button" className="adm-button adm-button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className={`adm-button adm-button--${tone}`} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

/** What a list screen's delete mutation reports (RTK Query's result of the mutation hook). */
interface RemovalState {
  isLoading: boolean;
  error?: FetchBaseQueryError | SerializedError;
  reset: () => void;
}

/**
 * Removing one row of a list: asks first, removes on confirmation, then closes and lets the screen
 * say it is done (`onRemoved`); a refusal keeps the dialog open with the server's reason. `item` is
 * the row being asked about, null while the dialog is closed.
 */
export function ConfirmRemoval<Item>({
  item,
  title,
  body,
  confirmLabel,
  remove,
  removal,
  onRemoved,
  onClose,
}: {
  item: Item | null;
  title: (item: Item) => string;
  body: string;
  confirmLabel: string;
  /** Resolves once the server has removed it, rejects when it refuses. */
  remove: (item: Item) => Promise<unknown>;
  removal: RemovalState;
  onRemoved: (item: Item) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      title={item !== null ? title(item) : ''}
      body={body}
      confirmLabel={confirmLabel}
      busy={removal.isLoading}
      error={apiProblem(removal.error)?.message}
      onConfirm={async () => {
        if (item === null) return;
        const ok = await remove(item)
          .then(() => true)
          .catch(() => false);
        if (ok) {
          onRemoved(item);
          onClose();
          removal.reset();
        }
      }}
      onCancel={() => {
        removal.reset();
        onClose();
      }}
    />
  );
}
