import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useOnDemandDialog } from '#web/lib/use-on-demand-dialog.ts';

// The form and its dialog library are fetched when the visitor first reaches for the button.
const loadPanel = () => import('./enquiry-panel.tsx');
const EnquiryPanel = lazy(loadPanel);

export interface EnquiryButtonProps {
  artwork: { id: number; name: string };
  /** A sold or reserved work: the visitor asks about similar works. */
  similar: boolean;
  className?: string;
}

/** docs/product.md#enquiries: "Enquire about this work" (or about similar works), opening the enquiry form in a dialog. */
export function EnquiryButton({ artwork, similar, className }: EnquiryButtonProps) {
  const { t } = useTranslation('catalog');
  const { open, setOpen, wanted, returnFocus, triggerProps } = useOnDemandDialog(loadPanel);
  return (
    <>
      <Button variant="secondary" block className={className} {...triggerProps}>
        {similar ? t('enquiry.similarButton') : t('enquiry.button')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <EnquiryPanel
            artwork={artwork}
            similar={similar}
            open={open}
            onOpenChange={setOpen}
            returnFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}
