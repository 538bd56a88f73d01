import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from './price.tsx';

export interface BillRowProps {
  label: ReactNode;
  /** Said beside the label (what the shipping covers, where it goes). */
  note?: ReactNode;
  /** The amount, in the smallest unit of the shown currency. */
  minor: number;
  /** Says "Free" in place of the amount. */
  free?: boolean;
  className?: string;
}

/** A row of a bill's totals in a `<dl>` (the cart's and the checkout's): its name and its amount. */
export function BillRow({ label, note, minor, free = false, className }: BillRowProps) {
  const { t } = useTranslation('common');
  return (
    <div className={className}>
      <dt>
        {label}
        {note}
      </dt>
      <dd>{free ? t('cart.free') : <Price minor={minor} />}</dd>
    </div>
  );
}
