import type { TranslationLabel } from '#shared/api/translations.ts';
import { useGetTranslationLabelsQuery } from '../endpoints/get-translation-labels.ts';
import { t } from '../lib/i18n.ts';
import { PickedTranslations } from './translations-panel.tsx';

/**
 * The French, German and Arabic words of the labels one artwork shows (its categories, tags,
 * medium and support). A label is shared by every work that carries it, so translating it here
 * translates it on all of them and in the filters of the artworks list.
 */
export function LabelTranslations({
  artwork,
}: {
  artwork: { categories: readonly string[]; tags: readonly string[]; medium: string | null; support: string | null };
}) {
  const { data } = useGetTranslationLabelsQuery();
  if (!data) return null;
  const carried = (label: TranslationLabel) => {
    const name = label.name.toLowerCase();
    switch (label.entity) {
      case 'category':
        return artwork.categories.some((c) => c.toLowerCase() === name);
      case 'tag':
        return artwork.tags.some((tag) => tag.toLowerCase() === name);
      case 'medium':
        return artwork.medium?.toLowerCase() === name;
      case 'support':
        return artwork.support?.toLowerCase() === name;
    }
  };
  const records = data.filter(carried).map((label) => ({
    id: label.id,
    entity: label.entity,
    label: `${t(`translations.labelKinds.${label.entity}`)}: ${label.name}`,
  }));
  if (records.length === 0) return null;
  return (
    <PickedTranslations
      heading={t('translations.labelsTitle')}
      intro={t('translations.labelsIntro')}
      pickLabel={t('translations.pickLabel')}
      entity={records[0]!.entity}
      records={records}
    />
  );
}
