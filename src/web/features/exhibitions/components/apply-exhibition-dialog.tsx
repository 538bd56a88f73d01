import { useTranslation } from 'react-i18next';
import { OnDemandDialogButton } from '#web/components/ui/on-demand-dialog-button.tsx';
import { lazyWithTimeout } from '#web/lib/chunk-load.ts';
import styles from './apply-exhibition-dialog.module.css';

// The form and its dialog library are fetched when the visitor first reaches for the button.
const loadPanel = () => import('./apply-exhibition-panel.tsx');
const ApplyExhibitionPanel = lazyWithTimeout(loadPanel);

export interface ApplyExhibitionDialogProps {
  /** docs/product.md#data: the exhibition_id field shows the exhibition's title (in the visitor's language). */
  exhibitionTitle: string;
  /** What is sent as exhibition_id: the slug names one exhibition in every language. */
  exhibitionSlug: string;
}

/** docs/product.md#screens: the Apply Exhibition button, which opens the application form in a modal dialog. */
export function ApplyExhibitionDialog({ exhibitionTitle, exhibitionSlug }: ApplyExhibitionDialogProps) {
  const { t } = useTranslation('gallery');
  return (
    <OnDemandDialogButton
      size="lg"
      className={styles.trigger}
      load={loadPanel}
      panel={(dialog) => (
        <ApplyExhibitionPanel exhibitionTitle={exhibitionTitle} exhibitionSlug={exhibitionSlug} {...dialog} />
      )}
    >
      {t('apply.button')}
    </OnDemandDialogButton>
  );
}
