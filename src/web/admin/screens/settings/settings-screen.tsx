import { useState } from 'react';
import type { ManagedMedia, ManagedSettings, SettingsBody } from '#shared/api/manage.ts';
import { paymentMethods } from '#shared/api/manage.ts';
import { settingsBody } from '#shared/api/manage-settings.ts';
import { useGetCurrenciesQuery } from '../../endpoints/get-currencies.ts';
import { useGetSettingsQuery } from '../../endpoints/get-settings.ts';
import { useSaveSettingsMutation } from '../../endpoints/save-settings.ts';
import { FormNotice, SaveBar, useLeaveGuard } from '../../components/edit-page.tsx';
import { CheckboxField, FormCard, FormProblem, SelectField, TextAreaField, TextField } from '../../components/form.tsx';
import { MediaField } from '../../components/media.tsx';
import { WithTranslations } from '../../components/edit-form.tsx';
import { Alert, LoadError, PageHeader, Spinner, useDocumentTitle } from '../../components/ui.tsx';
import { apiProblem } from '../../lib/errors.ts';
import { adminWords, typedNumber, useSharedForm, type OwnWords } from '../../lib/forms.ts';
import { t } from '../../lib/i18n.ts';
import { baisaToOmr, omrToBaisa } from '../../lib/rials.ts';

type Payment = (typeof paymentMethods)[number];
const socials = ['facebook', 'twitter', 'instagram', 'google_plus'] as const;
const zones = ['oman', 'gcc', 'world'] as const;
const exportZones = ['gcc', 'world'] as const;

interface SettingsForm {
  company_name: string;
  company_logo: ManagedMedia | null;
  address: string;
  phone: string;
  email: string;
  facebook: string;
  twitter: string;
  instagram: string;
  google_plus: string;
  free_delivery_threshold: string;
  default_currency: string;
  tax_rate: string;
  tax_gcc: string;
  tax_world: string;
  vat_number: string;
  oman: string;
  gcc: string;
  world: string;
  payment_methods: Payment[];
  bank_transfer_instructions: string;
  reservation_days: string;
  template: string;
  meta_description: string;
  mailing_list_url: string;
}

function toForm(s: ManagedSettings): SettingsForm {
  return {
    company_name: s.company_name,
    company_logo: s.company_logo,
    address: s.address,
    phone: s.phone,
    email: s.email,
    facebook: s.facebook,
    twitter: s.twitter,
    instagram: s.instagram,
    google_plus: s.google_plus,
    free_delivery_threshold: baisaToOmr(s.free_delivery_threshold),
    default_currency: s.default_currency,
    tax_rate: s.tax_rate,
    tax_gcc: s.export_tax_rates.gcc,
    tax_world: s.export_tax_rates.world,
    vat_number: s.vat_number,
    oman: baisaToOmr(s.shipping_rates.oman),
    gcc: baisaToOmr(s.shipping_rates.gcc),
    world: baisaToOmr(s.shipping_rates.world),
    payment_methods: s.payment_methods,
    bank_transfer_instructions: s.bank_transfer_instructions,
    reservation_days: String(s.reservation_days),
    template: s.template,
    meta_description: s.meta_description,
    mailing_list_url: s.mailing_list_url,
  };
}

/** A rial amount as the body carries it in baisa: '' is missing, what is not an amount NaN. */
const baisaOf = (text: string) => (text.trim() ? (omrToBaisa(text) ?? Number.NaN) : null);

function toBody(f: SettingsForm): SettingsBody {
  return {
    company_name: f.company_name.trim(),
    company_logo_id: f.company_logo?.id ?? null,
    address: f.address.trim(),
    phone: f.phone.trim(),
    email: f.email.trim(),
    facebook: f.facebook.trim(),
    twitter: f.twitter.trim(),
    instagram: f.instagram.trim(),
    google_plus: f.google_plus.trim(),
    free_delivery_threshold: baisaOf(f.free_delivery_threshold) as number,
    default_currency: f.default_currency,
    tax_rate: f.tax_rate.trim(),
    export_tax_rates: { gcc: f.tax_gcc.trim(), world: f.tax_world.trim() },
    vat_number: f.vat_number.trim(),
    shipping_rates: {
      oman: baisaOf(f.oman) as number,
      gcc: baisaOf(f.gcc) as number,
      world: baisaOf(f.world) as number,
    },
    payment_methods: f.payment_methods,
    bank_transfer_instructions: f.bank_transfer_instructions.trim(),
    reservation_days: typedNumber(f.reservation_days) as number,
    template: f.template.trim(),
    meta_description: f.meta_description.trim(),
    mailing_list_url: f.mailing_list_url.trim(),
  };
}

/** An amount typed in rials is refused in rials, not in the baisa the body carries. */
const amountWords =
  (key: 'free_delivery_threshold' | (typeof zones)[number]) => (message: string, v: SettingsForm | undefined) => {
    if (v && !v[key].trim()) return t('form.required');
    return message.startsWith('must be at most') ? t('settings.amountTooHigh') : t('settings.amountInvalid');
  };

/** The settings form's own words for what the schema refuses, as staff typed the fields. */
const settingsWords: OwnWords<SettingsForm> = {
  free_delivery_threshold: amountWords('free_delivery_threshold'),
  ...Object.fromEntries(zones.map((z) => [`shipping_rates.${z}`, amountWords(z)])),
  tax_rate: 'settings.taxInvalid',
  export_tax_rates: 'settings.taxInvalid',
  reservation_days: 'settings.reservationDaysInvalid',
  vat_number: (message) =>
    message.startsWith('must contain only') ? t('settings.hints.vatNumberInvalid') : adminWords(message),
  payment_methods: 'settings.paymentNeeded',
};

/**
 * Only the settings this form changed, and of the shipping rates only the zones it changed: a
 * colleague's save of other settings since the form loaded stays as they left it (two saves of the
 * same setting: the later one is kept).
 */
function changesOf(form: SettingsForm, loaded: SettingsForm): SettingsBody {
  const before = toBody(loaded);
  const after = toBody(form);
  const body: SettingsBody = Object.fromEntries(
    Object.entries(after).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof SettingsBody]),
    ),
  );
  if (body.shipping_rates) {
    const [was, now] = [before.shipping_rates!, after.shipping_rates!];
    body.shipping_rates = Object.fromEntries(zones.filter((z) => now[z] !== was[z]).map((z) => [z, now[z]]));
  }
  if (body.export_tax_rates) {
    const [was, now] = [before.export_tax_rates!, after.export_tax_rates!];
    body.export_tax_rates = Object.fromEntries(exportZones.filter((z) => now[z] !== was[z]).map((z) => [z, now[z]]));
  }
  return body;
}

/** /admin/settings (owners): the gallery's details, tax, shipping and payment. */
export function SettingsScreen() {
  useDocumentTitle(t('sections.settings.label'));
  const { data, error, isLoading, refetch } = useGetSettingsQuery();
  return (
    <>
      <PageHeader title={t('sections.settings.label')} description={t('settings.intro')} />
      {isLoading ? (
        <div className="adm-card-loading">
          <Spinner />
        </div>
      ) : !data ? (
        <LoadError message={apiProblem(error)?.message ?? t('errors.unexpected')} onRetry={() => void refetch()} />
      ) : (
        // The texts a visitor reads are translated below the form, as a record's are.
        <WithTranslations of={{ entity: 'settings', id: 'site' }}>
          <SettingsEditor settings={data} />
        </WithTranslations>
      )}
    </>
  );
}

function SettingsEditor({ settings }: { settings: ManagedSettings }) {
  const [initial, setInitial] = useState(() => toForm(settings));
  const editor = useSharedForm<SettingsForm, SettingsBody>({
    schema: settingsBody,
    toBody,
    own: settingsWords,
    defaultValues: initial,
  });
  const { values: form, errors, problem } = editor;
  const [saved, setSaved] = useState(false);
  const currencies = useGetCurrenciesQuery();
  const [save, saving] = useSaveSettingsMutation();
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const guard = useLeaveGuard(dirty && !saving.isLoading);
  const edit = (change: Partial<SettingsForm>) => {
    setSaved(false);
    for (const [key, value] of Object.entries(change)) editor.set(key as keyof SettingsForm, value as never);
  };
  const text = (
    key: keyof SettingsForm & string,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={label}
      name={key}
      value={String(form[key] ?? '')}
      onValue={(v) => edit({ [key]: v } as Partial<SettingsForm>)}
      error={errors[key]}
      {...extra}
    />
  );

  // Only what this form changed is sent (the whole form is checked).
  const onSubmit = editor.submit(async () => {
    setSaved(false);
    const fresh = toForm(await save(changesOf(editor.getValues(), initial)).unwrap());
    setInitial(fresh);
    editor.reset(fresh);
    setSaved(true);
  });

  const money = { prefix: t('common.rials'), inputMode: 'decimal' as const };
  return (
    <form className="adm-edit" onSubmit={onSubmit} noValidate>
      {saved ? (
        <FormNotice>
          <Alert tone="success">{t('settings.saved')}</Alert>
        </FormNotice>
      ) : null}
      <FormProblem message={problem?.message ?? null} count={Object.keys(errors).length} />
      <div className="adm-edit-grid">
        <div className="adm-edit-main">
          <FormCard title={t('settings.cards.company')}>
            {text('company_name', t('settings.fields.companyName'), { maxLength: 120 })}
            <TextAreaField
              label={t('settings.fields.address')}
              name="address"
              value={form.address}
              onValue={(v) => edit({ address: v })}
              error={errors.address}
              rows={2}
            />
            <div className="adm-form-row">
              {text('phone', t('settings.fields.phone'), { type: 'tel', placeholder: '+968 …' })}
              {text('email', t('settings.fields.email'), { type: 'email' })}
            </div>
          </FormCard>
          <FormCard title={t('settings.cards.social')} description={t('settings.hints.social')}>
            <div className="adm-form-row">
              {socials.map((s) => (
                <div key={s}>
                  {text(s, t(`settings.fields.${s}`), { type: 'url', placeholder: 'https://', optional: true })}
                </div>
              ))}
            </div>
          </FormCard>
          <FormCard title={t('settings.cards.shipping')} description={t('settings.hints.shipping')}>
            <div className="adm-form-row adm-form-row--3">
              {zones.map((z) => (
                <TextField
                  key={z}
                  label={t(`settings.fields.${z}`)}
                  name={`shipping_rates.${z}`}
                  value={form[z]}
                  onValue={(v) => edit({ [z]: v } as Partial<SettingsForm>)}
                  error={errors[`shipping_rates.${z}`]}
                  {...money}
                />
              ))}
            </div>
            <div className="adm-form-row">
              {text('free_delivery_threshold', t('settings.fields.freeDelivery'), {
                ...money,
                hint: t('settings.hints.freeDelivery'),
              })}
              {text('tax_rate', t('settings.fields.taxRate'), {
                suffix: '%',
                inputMode: 'decimal',
                hint: t('settings.hints.taxRate'),
              })}
            </div>
            <div className="adm-form-row">
              {text('tax_gcc', t('settings.fields.taxGcc'), {
                name: 'export_tax_rates.gcc',
                error: errors['export_tax_rates.gcc'],
                suffix: '%',
                inputMode: 'decimal',
                hint: t('settings.hints.exportTax'),
              })}
              {text('tax_world', t('settings.fields.taxWorld'), {
                name: 'export_tax_rates.world',
                error: errors['export_tax_rates.world'],
                suffix: '%',
                inputMode: 'decimal',
                hint: t('settings.hints.exportTax'),
              })}
            </div>
            {text('vat_number', t('settings.fields.vatNumber'), {
              optional: true,
              hint: t('settings.hints.vatNumber'),
            })}
          </FormCard>
          <FormCard title={t('settings.cards.payment')}>
            <fieldset
              className="adm-fieldset adm-field"
              data-field="payment_methods"
              data-invalid={errors.payment_methods ? true : undefined}
            >
              <legend className="adm-label">{t('settings.fields.paymentMethods')}</legend>
              <div className="adm-stack">
                {paymentMethods.map((m) => (
                  <CheckboxField
                    key={m}
                    label={t(`settings.payments.${m}`)}
                    checked={form.payment_methods.includes(m)}
                    onChecked={(on) =>
                      edit({
                        payment_methods: on
                          ? [...form.payment_methods, m]
                          : form.payment_methods.filter((x) => x !== m),
                      })
                    }
                  />
                ))}
              </div>
              {errors.payment_methods ? <p className="adm-field-error">{errors.payment_methods}</p> : null}
            </fieldset>
            <TextAreaField
              label={t('settings.fields.bankInstructions')}
              name="bank_transfer_instructions"
              value={form.bank_transfer_instructions}
              onValue={(v) => edit({ bank_transfer_instructions: v })}
              error={errors.bank_transfer_instructions}
              hint={t('settings.hints.bankInstructions')}
              rows={4}
            />
            {text('reservation_days', t('settings.fields.reservationDays'), {
              inputMode: 'numeric',
              hint: t('settings.hints.reservationDays'),
            })}
          </FormCard>
        </div>
        <aside className="adm-edit-side">
          <FormCard title={t('settings.cards.logo')}>
            <MediaField
              label={t('settings.fields.logo')}
              name="company_logo_id"
              value={form.company_logo}
              onChange={(company_logo) => edit({ company_logo })}
              error={errors.company_logo_id}
              aspect="16 / 5"
            />
          </FormCard>
          <FormCard title={t('settings.cards.storefront')}>
            <SelectField
              label={t('settings.fields.defaultCurrency')}
              name="default_currency"
              value={form.default_currency}
              onValue={(v) => edit({ default_currency: v })}
              options={(currencies.data ?? [{ code: form.default_currency, name: form.default_currency }]).map((c) => ({
                value: c.code,
                label: `${c.code} · ${c.name}`,
              }))}
              error={errors.default_currency}
              hint={t('settings.hints.defaultCurrency')}
            />
            {text('template', t('settings.fields.template'), { hint: t('settings.hints.template'), maxLength: 120 })}
            <TextAreaField
              label={t('settings.fields.metaDescription')}
              name="meta_description"
              value={form.meta_description}
              onValue={(v) => edit({ meta_description: v })}
              error={errors.meta_description}
              hint={t('settings.hints.metaDescription')}
            />
            {text('mailing_list_url', t('settings.fields.mailingList'), {
              type: 'url',
              placeholder: 'https://',
              optional: true,
              hint: t('settings.hints.mailingList'),
            })}
          </FormCard>
        </aside>
      </div>
      <SaveBar dirty={dirty}>
        <button type="submit" className="adm-button adm-button--primary" disabled={saving.isLoading}>
          {saving.isLoading ? t('form.saving') : t('form.save')}
        </button>
      </SaveBar>
      {guard.dialog}
    </form>
  );
}
