import { strings } from '../lib/strings.ts';
import { Dialog } from './dialog.tsx';
import { Alert } from './ui.tsx';

/** "Delete this?" with the consequence spelled out; stays open and shows the reason when it fails. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  busyLabel = strings.form.deleting,
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
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())} title={title} description={body} size="sm">
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="adm-dialog-actions">
        <button type="button" className="adm-button adm-button--secondary" onClick={onCancel}>
          {strings.common.cancel}
        </button>
        <button type="button" className={`adm-button adm-button--${tone}`} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
