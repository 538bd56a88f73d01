import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { BagIcon } from '#web/components/ui/icons.tsx';

/** What the cart and the checkout show with nothing in the cart: a line of their own, and the way to the artworks. */
export function EmptyCart({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<BagIcon size={40} />}
      title={t('cart.empty')}
      action={<ButtonLink to="/arts">{t('actions.browseArtworks')}</ButtonLink>}
    >
      {children}
    </EmptyState>
  );
}
