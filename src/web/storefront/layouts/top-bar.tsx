import { useTranslation } from 'react-i18next';
import { priceText } from '#web/components/ui/price.tsx';
import { TextWithRialSign } from '#web/components/ui/rial-sign.tsx';
import { PhoneIcon } from '#web/components/ui/icons.tsx';
import { useDisplayCurrency } from '#web/lib/display-currency.tsx';
import { CurrencySwitcher } from '#web/features/currency/components/currency-switcher.tsx';
import { LanguageSwitcher } from '#web/features/layout/components/language-switcher.tsx';
import { useGetSettingsQuery } from '#web/features/settings/api/get-settings.ts';

/** "Free delivery on orders over €54.00": the threshold in the chosen currency (docs/product.md#every-page, docs/product.md#money-and-rounding). */
export function FreeDeliveryBanner({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data: settings } = useGetSettingsQuery();
  const { currency, ready } = useDisplayCurrency();
  const show = settings && ready && settings.free_delivery_threshold > 0;
  return (
    <p className={['free-delivery', className].filter(Boolean).join(' ')} data-testid="free-delivery">
      {/* The amount is isolated left to right, so '€480.20' reads the same inside Arabic text. */}
      {show ? (
        <TextWithRialSign>
          {t('topBar.freeDelivery', { amount: `\u2066${priceText(settings.free_delivery_threshold, currency)}\u2069` })}
        </TextWithRialSign>
      ) : (
        '\u00a0'
      )}
    </p>
  );
}

export function PhoneLine({ phone }: { phone: string | undefined }) {
  const { t } = useTranslation();
  if (!phone) return <span className="top-bar__phone" />;
  return (
    <a className="top-bar__phone" href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
      <PhoneIcon size={14} />
      <span>
        {t('topBar.callUs')} <bdi>{phone}</bdi>
      </span>
    </a>
  );
}

/** The thin bar above the header: phone, free-delivery banner, language and currency. */
export function TopBar() {
  const { data: settings } = useGetSettingsQuery();
  const { currency } = useDisplayCurrency();
  return (
    <div className="top-bar">
      <div className="container top-bar__row">
        <PhoneLine phone={settings?.phone} />
        <FreeDeliveryBanner className="top-bar__banner" />
        <div className="top-bar__choices">
          <LanguageSwitcher />
          <CurrencySwitcher currencies={settings?.currencies ?? []} value={currency.code} />
        </div>
      </div>
    </div>
  );
}
