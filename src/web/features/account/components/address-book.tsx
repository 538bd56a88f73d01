import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceName } from '../hooks/use-place-name.ts';
import type { Address, User } from '#shared/api/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { notify } from '#web/lib/toast.ts';
import { addressLine, draftOfAddress, postalAddressOf } from '../address-draft.ts';
import { useDeleteAddressMutation } from '../api/delete-address.ts';
import { useGetAddressesQuery } from '../api/get-addresses.ts';
import { useSaveAddressMutation } from '../api/save-address.ts';
import { countryOptions } from '../countries.ts';
import { AddressForm } from './address-form.tsx';
import { PostalAddress } from './postal-address.tsx';
import './address-book.css';

/** The customer's addresses: add, edit, delete, and which one is the default at checkout. */
export function AddressBook({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const placeName = usePlaceName();
  const { data: addresses, isLoading, isError, refetch } = useGetAddressesQuery();
  const [deleteAddress, deleting] = useDeleteAddressMutation();
  const [saveAddress] = useSaveAddressMutation();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const countries = useMemo(() => new Map(countryOptions(language).map((c) => [c.code, c.name])), [language]);
  const defaults = { full_name: `${user.first_name} ${user.last_name}`.trim(), phone: user.phone ?? '' };

  async function remove(address: Address): Promise<boolean> {
    try {
      await deleteAddress(address.id).unwrap();
      notify('success', t('addresses.deleted'));
      return true;
    } catch {
      notify('error', t('form.failed'));
      return false;
    }
  }

  async function makeDefault(address: Address) {
    try {
      await saveAddress({
        id: address.id,
        body: {
          ...postalAddressOf(draftOfAddress(address)),
          label: address.label ?? undefined,
          full_name: address.full_name,
          phone: address.phone ?? undefined,
          is_default: true,
        },
      }).unwrap();
      notify('success', t('addresses.defaultSet'));
    } catch {
      notify('error', t('form.failed'));
    }
  }

  if (isLoading) return <Spinner block />;
  if (isError || !addresses) {
    return (
      <div role="alert" className="address-book__error">
        <p>{t('addresses.loadFailed')}</p>
        <button type="button" className="link-button" onClick={() => void refetch()}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  }

  return (
    <div className="address-book">
      {addresses.length === 0 && editing !== 'new' ? (
        <p className="address-book__empty">{t('addresses.empty')}</p>
      ) : null}
      <ul className="address-book__list">
        {addresses.map((address) =>
          editing === address.id ? (
            <li key={address.id} className="address-book__editing">
              <AddressForm address={address} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={address.id} className={`address-card${address.is_default ? ' address-card--default' : ''}`}>
              <div className="address-card__head">
                <span className="address-card__label">{address.label || address.full_name}</span>
                {address.is_default ? <span className="address-card__badge">{t('addresses.default')}</span> : null}
              </div>
              <PostalAddress
                className="address-card__text"
                address={address}
                name={address.label ? address.full_name : undefined}
                phone={address.phone}
              />
              <div className="address-card__actions">
                <button type="button" className="link-button" onClick={() => setEditing(address.id)}>
                  {t('addresses.edit')}
                  <span className="visually-hidden"> {address.label || address.line1}</span>
                </button>
                {!address.is_default ? (
                  <button type="button" className="link-button" onClick={() => void makeDefault(address)}>
                    {t('addresses.setDefault')}
                  </button>
                ) : null}
                <ConfirmDialog
                  trigger={
                    <button type="button" className="link-button address-card__delete">
                      {t('addresses.delete')}
                      <span className="visually-hidden"> {address.label || address.line1}</span>
                    </button>
                  }
                  title={t('addresses.deleteTitle')}
                  text={addressLine(address, countries.get(address.country) ?? address.country, placeName)}
                  cancelLabel={t('form.cancel')}
                  confirmLabel={t('addresses.delete')}
                  busy={deleting.isLoading}
                  onConfirm={() => remove(address)}
                />
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <AddressForm defaults={defaults} onDone={() => setEditing(null)} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t('addresses.add')}
        </Button>
      )}
    </div>
  );
}
