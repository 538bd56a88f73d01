import { useTranslation } from 'react-i18next';
import { notify } from '../toast.ts';
import { useAppDispatch, useAppSelector } from '../store.ts';
import { addedToCompare, removedFromCompare } from './compare-slice.ts';
import type { SavedArtwork } from './saved-artwork.ts';
import { addedToWishlist, removedFromWishlist } from './wishlist-slice.ts';

/** Wishlist and compare actions with the toasts of docs/product.md#states-and-messages, for any artwork card or page. */
export function useSavedLists() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const wishlist = useAppSelector((state) => state.wishlist.items);
  const compare = useAppSelector((state) => state.compare.items);
  return {
    wishlist,
    compare,
    inWishlist: (id: number) => wishlist.some((item) => item.id === id),
    inCompare: (id: number) => compare.some((item) => item.id === id),
    addToWishlist(artwork: SavedArtwork) {
      if (wishlist.some((item) => item.id === artwork.id)) {
        notify('info', t('saved.toast.alreadyInWishlist'));
        return;
      }
      dispatch(addedToWishlist(artwork));
      notify('success', t('saved.toast.addedToWishlist'));
    },
    removeFromWishlist(id: number) {
      dispatch(removedFromWishlist(id));
      notify('info', t('saved.toast.removedFromWishlist'));
    },
    addToCompare(artwork: SavedArtwork) {
      dispatch(addedToCompare(artwork));
      notify('success', t('saved.toast.addedToCompare'));
    },
    removeFromCompare(id: number) {
      dispatch(removedFromCompare(id));
      notify('info', t('saved.toast.removedFromCompare'));
    },
  };
}
