import { useTranslation } from 'react-i18next';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  /** The artwork's name, for the buttons' labels ("Add one more Night Script"). */
  name: string;
  quantity: number;
  /** Plus is offered while this is true (the stock allows one more). */
  canIncrement: boolean;
  onIncrement: () => void;
  onDecrement: () => void;
  busy?: boolean;
  size?: 'sm' | 'md';
}

/** Minus, the quantity and plus of a cart line. Minus at 1 takes the line out (docs/product.md#states-and-messages). */
export function QuantityStepper({
  name,
  quantity,
  canIncrement,
  onIncrement,
  onDecrement,
  busy = false,
  size = 'md',
}: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <div
      className={`qty-stepper qty-stepper--${size}`}
      role="group"
      aria-label={t('cart.quantityOf', { name })}
      aria-busy={busy || undefined}
    >
      <button
        type="button"
        className="qty-stepper__button"
        onClick={onDecrement}
        disabled={busy}
        aria-label={t('cart.decrease', { name })}
      >
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <path d="M3 8h10" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <output className="qty-stepper__value" aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className="qty-stepper__button"
        onClick={onIncrement}
        disabled={busy || !canIncrement}
        aria-label={t('cart.increase', { name })}
        title={canIncrement ? undefined : t('cart.noMoreInStock')}
      >
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
    </div>
  );
}
