import { useTranslation } from 'react-i18next';
import { OnDemandDialogButton } from '#web/components/ui/on-demand-dialog-button.tsx';
import { lazyWithTimeout } from '#web/lib/chunk-load.ts';

// The form and its dialog library are fetched when the visitor first reaches for the button.
const loadPanel = () => import('./enquiry-panel.tsx');
const EnquiryPanel = lazyWithTimeout(loadPanel);

export interface EnquiryButtonProps {
  artwork: { id: number; name: string };
  /** A sold or reserved work: the visitor asks about similar works. */
  similar: boolean;
  className?: string;
}

/** docs/product.md#enquiries: "Enquire about this work" (or about similar works), opening the enquiry form in a dialog. */
export function EnquiryButton({ artwork, similar, className }: EnquiryButtonProps) {
  const { t } = useTranslation('catalog');
  return (
    <OnDemandDialogButton
      variant="secondary"
      block
      className={className}
      load={loadPanel}
      panel={(dialog) => <EnquiryPanel artwork={artwork} similar={similar} {...dialog} />}
    >
      {similar ? t('enquiry.similarButton') : t('enquiry.button')}
    </OnDemandDialogButton>
  );
}
