import { useTranslation } from 'react-i18next';
import type { Product } from '#shared/api/catalog.ts';
import { CompareIcon, HeartIcon } from '#web/components/ui/icons.tsx';
import { useSavedLists } from '#web/lib/state/use-saved-lists.ts';
import { toSavedArtwork } from '#web/lib/state/saved-artwork.ts';
import styles from './save-buttons.module.css';

/**
 * Wishlist and compare for one artwork (the quick view and the artwork page), with their
 * toasts (docs/product.md#states-and-messages); each is disabled once the artwork is there (docs/product.md#forms-and-validation).
 */
export function SaveButtons({ artwork, className }: { artwork: Product; className?: string }) {
  const { t } = useTranslation('catalog');
  const saved = useSavedLists();
  const inWishlist = saved.inWishlist(artwork.id);
  const inCompare = saved.inCompare(artwork.id);
  return (
    <div className={[styles.save, className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.saveButton}
        disabled={inWishlist}
        onClick={() => saved.addToWishlist(toSavedArtwork(artwork))}
      >
        <HeartIcon size={18} fill={inWishlist ? 'currentColor' : 'none'} />
        {inWishlist ? t('quickView.inWishlist') : t('quickView.addToWishlist')}
      </button>
      <button
        type="button"
        className={styles.saveButton}
        disabled={inCompare}
        onClick={() => saved.addToCompare(toSavedArtwork(artwork))}
      >
        <CompareIcon size={18} />
        {inCompare ? t('quickView.inCompare') : t('quickView.addToCompare')}
      </button>
    </div>
  );
}
