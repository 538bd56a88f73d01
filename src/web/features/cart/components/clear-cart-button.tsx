import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { TrashIcon } from '#web/components/ui/icons.tsx';
import { useClearCart } from '../hooks/use-clear-cart.ts';
import './clear-cart-button.css';

/** "Clear cart", after a confirmation: emptying a cart of chosen artworks by accident is annoying. */
export function ClearCartButton() {
  const { t } = useTranslation('shop');
  const [open, setOpen] = useState(false);
  const [clear, { isLoading }] = useClearCart();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="link-button clear-cart">
          <TrashIcon size={16} />
          {t('cart.clear')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-dialog__overlay" />
        <Dialog.Content className="confirm-dialog">
          <Dialog.Title className="confirm-dialog__title">{t('cart.clearTitle')}</Dialog.Title>
          <Dialog.Description className="confirm-dialog__text">{t('cart.clearText')}</Dialog.Description>
          <div className="confirm-dialog__actions">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('cart.keep')}</Button>
            </Dialog.Close>
            <Button
              busy={isLoading}
              onClick={async () => {
                if (await clear()) setOpen(false);
              }}
            >
              {t('cart.clearConfirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
