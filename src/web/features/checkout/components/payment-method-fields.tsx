import { useTranslation } from 'react-i18next';
import './checkout.css';
import { useFieldMessage } from '#web/lib/form-errors.ts';
import type { PaymentMethod } from '../checkout-body.ts';

export interface PaymentMethodFieldsProps {
  value: PaymentMethod | '';
  onChange: (method: PaymentMethod) => void;
  /** What the gallery offers at the moment. */
  methods: PaymentMethod[];
  error?: string | undefined;
}

/** Cash on delivery or bank transfer (docs/product.md#cart-stock-and-orders), each with a line on how it works. */
export function PaymentMethodFields({ value, onChange, methods, error }: PaymentMethodFieldsProps) {
  const { t } = useTranslation('shop');
  const message = useFieldMessage();
  const errorText = message(error);
  return (
    <fieldset
      className={`payment-methods${errorText ? ' payment-methods--invalid' : ''}`}
      aria-describedby={errorText ? 'payment-method-error' : undefined}
    >
      <legend className="visually-hidden">{t('checkout.paymentTitle')}</legend>
      {methods.map((method) => (
        <label key={method} className={`payment-method${value === method ? ' payment-method--chosen' : ''}`}>
          <input
            type="radio"
            name="payment_method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span className="payment-method__text">
            <span className="payment-method__name">{t(`order.paymentMethods.${method}`)}</span>
            <span className="payment-method__note">{t(`checkout.paymentNotes.${method}`)}</span>
          </span>
        </label>
      ))}
      {errorText ? (
        <p id="payment-method-error" className="field__error">
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}
