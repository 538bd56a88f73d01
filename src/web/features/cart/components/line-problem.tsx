import { useTranslation } from 'react-i18next';
import type { CartItem } from '#shared/api/cart.ts';
import { lineProblem, variantText } from '../cart-rules.ts';
import './line-problem.css';

/** The colour and size of a print line, colour names in the visitor's language. */
export function LineVariant({ item, className }: { item: Pick<CartItem, 'color' | 'size'>; className?: string }) {
  const { t, i18n } = useTranslation();
  const text = variantText(
    item,
    (color) => t(`cart.colors.${color.toLowerCase()}`, { defaultValue: color }),
    i18n.resolvedLanguage,
  );
  return text ? <span className={className}>{text}</span> : null;
}

/** Why a line cannot be bought as it stands ("Sold", "Only 2 left"), or nothing when it can. */
export function LineProblemNote({ item, className }: { item: CartItem; className?: string }) {
  const { t } = useTranslation();
  const problem = lineProblem(item);
  if (!problem) return null;
  return (
    <p className={['line-problem', className].filter(Boolean).join(' ')}>
      <strong className="line-problem__mark">{t(`cart.problem.${problem}`, { count: item.stock })}</strong>{' '}
      <span>{t(`cart.problemText.${problem}`, { count: item.stock })}</span>
    </p>
  );
}
