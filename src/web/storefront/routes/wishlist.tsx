import { useTranslation } from 'react-i18next';
import { useSavedLists } from '#web/lib/state/use-saved-lists.ts';
import { SavedList } from '../components/saved-list.tsx';

export default function WishlistPage() {
  const { t } = useTranslation();
  const { wishlist, removeFromWishlist } = useSavedLists();
  return <SavedList title={t('nav.wishlist')} empty={t('saved.wishlistEmpty')} items={wishlist} onRemove={removeFromWishlist} />;
}
