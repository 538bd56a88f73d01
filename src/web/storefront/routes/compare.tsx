import { useTranslation } from 'react-i18next';
import { useSavedLists } from '#web/lib/state/use-saved-lists.ts';
import { SavedList } from '../components/saved-list.tsx';

export default function ComparePage() {
  const { t } = useTranslation();
  const { compare, removeFromCompare } = useSavedLists();
  return <SavedList title={t('nav.compare')} empty={t('saved.compareEmpty')} items={compare} onRemove={removeFromCompare} />;
}
