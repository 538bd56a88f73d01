import type { AllowedChanges, OrderStateField, OrderStates } from '#shared/order-states.ts';
import { StateBadge } from './order-badges.tsx';
import { t, textIfAny } from '../../lib/i18n.ts';
const FIELDS: OrderStateField[] = ['status', 'payment_status', 'fulfilment_status'];

export interface StateStep {
  field: OrderStateField;
  value: string;
}

/**
 * The order's three states with a button for each step the server allows from here (the
 * `allowed` of the order: the same rules the server enforces). Cancelling has its own button with
 * a confirmation, outside this block.
 */
export function OrderStateControls({
  order,
  pending,
  onStep,
}: {
  order: OrderStates & { allowed: AllowedChanges };
  /** The step being saved, if any: every button waits meanwhile. */
  pending: StateStep | null;
  onStep: (step: StateStep) => void;
}) {
  const hint =
    order.status === 'placed'
      ? t('orders.controls.hints.placed')
      : order.status === 'confirmed' && !order.allowed.status.includes('completed')
        ? t('orders.controls.hints.completeNeeds')
        : null;
  return (
    <div className="ord-controls">
      <dl className="ord-control-rows">
        {FIELDS.map((field) => {
          const steps = (order.allowed[field] as string[]).filter((v) => !(field === 'status' && v === 'cancelled'));
          return (
            <div key={field} className="ord-control-row">
              <dt className="ord-control-label">{t(`orders.controls.fields.${field}`)}</dt>
              <dd className="ord-control-state">
                <StateBadge field={field} value={order[field]} />
              </dd>
              <dd className="ord-control-steps">
                {steps.length === 0 ? (
                  <span className="adm-muted ord-control-none">{t('orders.controls.nothingToDo')}</span>
                ) : (
                  steps.map((value) => {
                    const saving = pending?.field === field && pending.value === value;
                    return (
                      <button
                        key={value}
                        type="button"
                        className={`adm-button adm-button--small ${field === 'status' ? 'adm-button--primary' : 'adm-button--secondary'}`}
                        disabled={pending !== null}
                        aria-busy={saving || undefined}
                        onClick={() => onStep({ field, value })}
                      >
                        {saving
                          ? t('orders.controls.saving')
                          : (textIfAny(`orders.controls.actions.${field}.${value}`) ?? value)}
                      </button>
                    );
                  })
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {hint ? <p className="ord-control-hint adm-muted">{hint}</p> : null}
    </div>
  );
}
