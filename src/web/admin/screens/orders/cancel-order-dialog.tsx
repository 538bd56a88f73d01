import type { ManagedOrder } from '#shared/api/manage-orders.ts';
import { useCancelOrderMutation } from '../../endpoints/cancel-order.ts';
import { Dialog } from '../../components/dialog.tsx';
import { Alert } from '../../components/ui.tsx';
import { apiProblem } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';

/** Asks before cancelling an order; the order's page and the list of overdue reservations open it. */
export function CancelOrderDialog({
  order,
  open,
  onClose,
  onCancelled,
}: {
  order: Pick<ManagedOrder, 'order_no' | 'payment_status'>;
  open: boolean;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const [cancelOrder, { isLoading, error, reset }] = useCancelOrderMutation();
  const problem = apiProblem(error);
  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    const ok = await cancelOrder(order.order_no)
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (ok) {
      reset();
      onCancelled();
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('orders.detail.cancelTitle', { orderNo: order.order_no })}
      description={t('orders.detail.cancelBody')}
      size="sm"
    >
      {order.payment_status === 'paid' ? <Alert tone="warning">{t('orders.detail.cancelPaid')}</Alert> : null}
      {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
      <div className="adm-dialog-actions">
        <button type="button" className="adm-button adm-button--secondary" onClick={close}>
          {t('orders.detail.keep')}
        </button>
        <button
          type="button"
          className="adm-button adm-button--danger"
          onClick={() => void confirm()}
          disabled={isLoading}
        >
          {isLoading ? t('orders.detail.cancelling') : t('orders.detail.confirmCancel')}
        </button>
      </div>
    </Dialog>
  );
}
