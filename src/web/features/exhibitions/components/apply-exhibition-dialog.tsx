import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useOnDemandDialog } from '#web/lib/use-on-demand-dialog.ts';
import styles from './apply-exhibition-dialog.module.css';

// The form and its dialog library are fetched when the visitor first reaches for the button.
const loadPanel = () => import('./apply-exhibition-panel.tsx');
const ApplyExhibitionPanel = lazy(loadPanel);

export interface ApplyExhibitionDialogProps {
  /** docs/product.md#data: the exhibition_id field shows the exhibition's title (in the visitor's language). */
  exhibitionTitle: string;
  /** What is sent as exhibition_id: the slug names one exhibition in every language. */
  exhibitionSlug: string;
}

/** docs/product.md#screens: the Apply Exhibition button, which opens the application form in a modal dialog. */
export function ApplyExhibitionDialog({ exhibitionTitle, exhibitionSlug }: ApplyExhibitionDialogProps) {
  const { t } = useTranslation('gallery');
  const { open, setOpen, wanted, returnFocus, triggerProps } = useOnDemandDialog(loadPanel);
  return (
    <>
      <Button size="lg" className={styles.trigger} {...triggerProps}>
        {t('apply.button')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ApplyExhibitionPanel
            exhibitionTitle={exhibitionTitle}
            exhibitionSlug={exhibitionSlug}
            open={open}
            onOpenChange={setOpen}
            returnFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}
