import { useState } from 'react';
import { currencySorts, type ManagedCurrency } from '#shared/api/manage.ts';
import { currencyBody, newCurrencyBody, type CurrencyBody } from '#shared/api/manage-settings.ts';
import { formatAmount } from '#shared/money.ts';
import { TextWithRialSign } from '#web/components/ui/rial-sign.tsx';
import { useCreateCurrencyMutation } from '../../endpoints/create-currency.ts';
import { useDeleteCurrencyMutation } from '../../endpoints/delete-currency.ts';
import { useGetCurrenciesQuery } from '../../endpoints/get-currencies.ts';
import { useSaveSettingsMutation } from '../../endpoints/save-settings.ts';
import { useUpdateCurrencyMutation } from '../../endpoints/update-currency.ts';
import { ConfirmRemoval } from '../../components/confirm-dialog.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { FormProblem, TextField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { useListParams } from '../../components/list-tools.tsx';
import { ResourceList, type Column } from '../../components/resource-list.tsx';
import { Alert, Badge, PageHeader, useDocumentTitle } from '../../components/ui.tsx';
import { apiProblem } from '../../lib/errors.ts';
import { adminWords, typedNumber, useSharedForm, type OwnWords } from '../../lib/forms.ts';
import { t } from '../../lib/i18n.ts';
type Sort = (typeof currencySorts)[number];

/** /admin/currencies (owners): the storefront's display currencies and their rates per rial. */
export function CurrenciesScreen() {
  useDocumentTitle(t('sections.currencies.label'));
  const { sort, setSort, chosenSort } = useListParams([] as const, {
    keys: currencySorts,
    fallback: { sort: 'position', order: 'asc' },
  });
  const query = useGetCurrenciesQuery(chosenSort);
  const { data } = query;
  const [editing, setEditing] = useState<ManagedCurrency | 'new' | null>(null);
  const [removing, setRemoving] = useState<ManagedCurrency | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [remove, removed] = useDeleteCurrencyMutation();
  const [saveSettings, settingDefault] = useSaveSettingsMutation();
  const defaultProblem = apiProblem(settingDefault.error);
  const makeDefault = async (c: ManagedCurrency) => {
    setNotice(null);
    const ok = await saveSettings({ default_currency: c.code })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (ok) setNotice(t('currencies.madeDefault', { code: c.code }));
  };

  const columns: Column<ManagedCurrency, Sort>[] = [
    {
      header: t('currencies.columns.currency'),
      sort: 'code',
      unlabelled: true,
      cell: (c) => (
        <div className="adm-row-link">
          <span className="adm-thumb adm-currency-symbol" aria-hidden="true">
            {c.symbol}
          </span>
          <span className="adm-row-text">
            <span className="adm-row-title">{c.code}</span>
            <span className="adm-badges">
              {c.is_base ? <Badge tone="neutral">{t('currencies.base')}</Badge> : null}
              {c.is_default ? <Badge tone="success">{t('currencies.default')}</Badge> : null}
            </span>
          </span>
        </div>
      ),
    },
    { header: t('currencies.columns.name'), sort: 'name', cell: (c) => c.name },
    {
      header: t('currencies.columns.rate'),
      cell: (c) => (
        <span className="adm-row-text">
          <span className="adm-nowrap">{t('currencies.rate', { rate: c.rate, code: c.code })}</span>
          <span className="adm-row-meta">
            {t('currencies.example')}{' '}
            {/* A left-to-right mark after the symbol: the rial sign is a right-to-left letter, and the amount
                would otherwise come before it ("100.000﷼"), as the storefront's priceText explains. */}
            <bdi dir="ltr">
              <TextWithRialSign>{`${c.symbol}\u200E${formatAmount(100_000, c)}`}</TextWithRialSign>
            </bdi>
          </span>
        </span>
      ),
    },
    { header: t('currencies.columns.decimals'), cell: (c) => c.decimals },
    { header: t('currencies.columns.position'), sort: 'position', cell: (c) => c.position },
    {
      header: t('list.actions'),
      hiddenHeader: true,
      className: 'adm-table-actions',
      cell: (c) => (
        <div className="adm-row-actions">
          {!c.is_default ? (
            <button
              type="button"
              className="adm-button adm-button--secondary adm-button--small"
              disabled={settingDefault.isLoading}
              onClick={() => void makeDefault(c)}
            >
              {t('currencies.makeDefault')}
            </button>
          ) : null}
          <button
            type="button"
            className="adm-button adm-button--secondary adm-button--small"
            aria-label={`${t('form.edit')} ${c.code}`}
            onClick={() => setEditing(c)}
          >
            <Icon name="pencil" size={16} />
            {t('form.edit')}
          </button>
          {!c.is_base && !c.is_default ? (
            <button
              type="button"
              className="adm-icon-button adm-icon-button--small adm-icon-button--danger"
              aria-label={`${t('form.remove')} ${c.code}`}
              onClick={() => {
                setNotice(null);
                setRemoving(c);
              }}
            >
              <Icon name="trash" size={16} />
            </button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('sections.currencies.label')}
        description={t('currencies.intro')}
        actions={
          <button type="button" className="adm-button adm-button--primary" onClick={() => setEditing('new')}>
            <Icon name="plus" size={16} />
            {t('currencies.add')}
          </button>
        }
      />
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {defaultProblem ? <Alert tone="danger">{defaultProblem.message}</Alert> : null}
      <ResourceList
        query={query}
        rows={data}
        columns={columns}
        rowKey={(c) => c.code}
        sort={sort}
        onSort={setSort}
        empty={<p>{t('currencies.empty')}</p>}
      />
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={
          editing === 'new'
            ? t('currencies.addTitle')
            : editing
              ? t('currencies.editTitle', { code: editing.code })
              : ''
        }
        description={t('currencies.dialogIntro')}
      >
        {editing !== null ? (
          <CurrencyForm
            currency={editing === 'new' ? null : editing}
            position={data?.length ?? 0}
            onCancel={() => setEditing(null)}
            onSaved={(c) => {
              setEditing(null);
              setNotice(t('currencies.saved', { code: c.code }));
            }}
          />
        ) : null}
      </Dialog>
      <ConfirmRemoval
        item={removing}
        title={(c) => t('currencies.removeTitle', { code: c.code })}
        body={t('currencies.removeBody')}
        confirmLabel={t('currencies.removeConfirm')}
        remove={(c) => remove(c.code).unwrap()}
        removal={removed}
        onRemoved={(c) => setNotice(t('currencies.removed', { code: c.code }))}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

interface CurrencyFormValues {
  code: string;
  symbol: string;
  name: string;
  rate: string;
  decimals: string;
  position: string;
}

/** What a save sends, checked with the API's schema: the numbers typed as text read as numbers. */
const currencyBodyOf = (isNew: boolean) => (v: CurrencyFormValues) => ({
  ...(isNew ? { code: v.code } : {}),
  symbol: v.symbol,
  name: v.name,
  rate: v.rate,
  decimals: typedNumber(v.decimals),
  position: typedNumber(v.position),
});

/** A code or a rate not written as one is refused in words that show what to type. */
const CURRENCY_WORDS: OwnWords = {
  code: (message) => (/three-letter/.test(message) ? t('currencies.codeInvalid') : adminWords(message)),
  rate: 'currencies.rateInvalid',
};

function CurrencyForm({
  currency,
  position,
  onCancel,
  onSaved,
}: {
  currency: ManagedCurrency | null;
  position: number;
  onCancel: () => void;
  onSaved: (c: ManagedCurrency) => void;
}) {
  const form = useSharedForm<CurrencyFormValues, CurrencyBody & { code?: string }>({
    schema: currency ? currencyBody : newCurrencyBody,
    toBody: currencyBodyOf(!currency),
    own: CURRENCY_WORDS,
    defaultValues: currency
      ? {
          code: currency.code,
          symbol: currency.symbol,
          name: currency.name,
          rate: currency.rate,
          decimals: String(currency.decimals),
          position: String(currency.position),
        }
      : { code: '', symbol: '', name: '', rate: '', decimals: '2', position: String(position) },
  });
  const [create, created] = useCreateCurrencyMutation();
  const [update, updated] = useUpdateCurrencyMutation();
  const { problem, values } = form;
  const busy = created.isLoading || updated.isLoading;

  const onSubmit = form.submit(async ({ code, ...body }) => {
    onSaved(await (currency ? update({ code: currency.code, body }) : create({ ...body, code: code! })).unwrap());
  });

  const base = currency?.is_base ?? false;
  return (
    <form className="adm-form" onSubmit={onSubmit} noValidate>
      <FormProblem message={problem && !Object.keys(problem.fields).length ? problem.message : null} count={0} />
      <div className="adm-form-row">
        <TextField
          label={t('currencies.fields.code')}
          {...form.field('code')}
          onValue={(v) => form.set('code', v.toUpperCase())}
          disabled={Boolean(currency)}
          maxLength={3}
          placeholder="EUR"
          autoCapitalize="characters"
        />
        <TextField label={t('currencies.fields.symbol')} {...form.field('symbol')} maxLength={8} placeholder="€" />
      </div>
      <TextField label={t('currencies.fields.name')} {...form.field('name')} maxLength={60} placeholder="Euro" />
      <div className="adm-form-row">
        <TextField
          label={t('currencies.fields.rate')}
          {...form.field('rate')}
          inputMode="decimal"
          disabled={base}
          hint={base ? t('currencies.baseRate') : t('currencies.rateHint', { code: values.code || '…' })}
        />
        <TextField
          label={t('currencies.fields.decimals')}
          {...form.field('decimals')}
          inputMode="numeric"
          disabled={base}
        />
      </div>
      <TextField
        label={t('currencies.fields.position')}
        {...form.field('position')}
        inputMode="numeric"
        hint={t('currencies.positionHint')}
      />
      <div className="adm-dialog-actions">
        <button type="button" className="adm-button adm-button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
          {busy ? t('form.saving') : currency ? t('form.save') : t('currencies.add')}
        </button>
      </div>
    </form>
  );
}
