import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceNamer } from '../oman-regions.ts';

/**
 * Says an Omani governorate or wilayat in the visitor's language, as the address form's lists do:
 * addresses store the English name, which an Arabic page would otherwise show beside Arabic words.
 */
export function usePlaceName(): PlaceNamer {
  const { t } = useTranslation('account');
  return useCallback((kind, place) => t(`oman.${kind}.${place.key}`, { defaultValue: place.name }), [t]);
}
