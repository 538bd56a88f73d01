import { createContext, useCallback, useContext, useEffect, useId, useState, type FormEvent } from 'react';
import {
  translationLocales,
  type TranslatableEntity,
  type TranslationLocale,
  type TranslationsAnswer,
} from '#shared/api/translations.ts';
import { useGetTranslationsQuery } from '../endpoints/get-translations.ts';
import { useSaveTranslationsMutation } from '../endpoints/save-translations.ts';
import { apiProblem } from '../lib/errors.ts';
import { t, textIfAny } from '../lib/i18n.ts';
import { FormCard, FormProblem, TextAreaField, TextField, focusFirstError } from './form.tsx';
import { ToolbarSelect } from './list-tools.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { Alert, LoadError, Spinner } from './ui.tsx';
import './translations-panel.css';

type Draft = Record<TranslationLocale, Record<string, string>>;

/** Every field of every language, '' where there is no translation. */
function draftOf(answer: TranslationsAnswer): Draft {
  const draft = { fr: {}, de: {}, ar: {} } as Draft;
  for (const locale of translationLocales) {
    for (const field of answer.fields) draft[locale][field.name] = answer.values[locale][field.name] ?? '';
  }
  return draft;
}

/**
 * How a panel tells the edit page it holds text not saved yet (keyed by its record), so that leaving
 * the page asks first. Outside an edit page nobody listens.
 */
export const UnsavedTranslationsReport = createContext<(panel: string, unsaved: boolean) => void>(() => {});

/** The panels (by record) that hold unsaved text, and the report that keeps the set. */
export function useUnsavedPanels(): [ReadonlySet<string>, (panel: string, unsaved: boolean) => void] {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback(
    (panel: string, holds: boolean) =>
      setUnsaved((before) => {
        if (before.has(panel) === holds) return before;
        const after = new Set(before);
        if (holds) after.add(panel);
        else after.delete(panel);
        return after;
      }),
    [],
  );
  return [unsaved, report];
}

/** Plain text longer than a line gets a text area. */
const MULTILINE_FROM = 300;

/**
 * The French, German and Arabic texts of one record, for the record's edit screen: one tab per
 * language with the record's translatable fields (the English text under each as a reminder), and
 * one Save for the three. A field left empty shows the English text on the storefront.
 */
export function TranslationsPanel({
  entity,
  id,
  collapsible = false,
}: {
  entity: TranslatableEntity;
  id: number | string;
  /** Closed until staff open it (below an edit form, where its editors would crowd the page). */
  collapsible?: boolean;
}) {
  const key = { entity, id: String(id) };
  const [open, setOpen] = useState(!collapsible);
  // Afresh each time it opens, like every form: a cached copy's stamp may predate a colleague's save.
  const query = useGetTranslationsQuery(key, { skip: !open, refetchOnMountOrArgChange: true });
  const [save, saving] = useSaveTranslationsMutation();
  const [locale, setLocale] = useState<TranslationLocale>('fr');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saved, setSaved] = useState(false);
  const baseId = useId();

  useEffect(() => {
    if (query.data) setDraft(draftOf(query.data));
  }, [query.data]);

  const report = useContext(UnsavedTranslationsReport);
  const panelKey = `${entity}:${id}`;
  const unsaved = Boolean(query.data && draft && JSON.stringify(draft) !== JSON.stringify(draftOf(query.data)));
  useEffect(() => {
    report(panelKey, unsaved);
  }, [report, panelKey, unsaved]);
  // A panel that goes (another card picked) no longer holds anything.
  useEffect(() => () => report(panelKey, false), [report, panelKey]);

  const toggle = collapsible ? (
    <button
      type="button"
      className="adm-button adm-button--secondary adm-button--small"
      aria-expanded={open}
      onClick={() => setOpen(!open)}
    >
      {open ? t('translations.hide') : t('translations.show')}
    </button>
  ) : undefined;
  if (!open)
    return <FormCard title={t('translations.title')} description={t('translations.description')} actions={toggle} />;
  if (query.isLoading || query.error || !query.data) {
    // The card stands while it loads or fails, so the page below it does not jump.
    return (
      <FormCard title={t('translations.title')} description={t('translations.description')} actions={toggle}>
        {query.error ? (
          <LoadError
            message={apiProblem(query.error)?.message ?? t('translations.loadError')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Spinner />
        )}
      </FormCard>
    );
  }
  const answer = query.data;
  const current = draft ?? draftOf(answer);
  const problem = saving.isError ? apiProblem(saving.error) : null;
  const fieldErrors = problem?.fields ?? {};
  const errorCount = Object.keys(fieldErrors).length;

  const change = (field: string, value: string) => {
    setSaved(false);
    setDraft({ ...current, [locale]: { ...current[locale], [field]: value } });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // With the stamp loaded: a colleague's save of these translations since is not undone unseen.
    const result = await save({ ...key, body: { ...current, updated_at: answer.updated_at } });
    if ('error' in result) {
      const failed = apiProblem(result.error);
      // Show the first language with a field in error.
      const first = Object.keys(failed?.fields ?? {})[0]?.split('.')[0];
      if (first && (translationLocales as readonly string[]).includes(first)) setLocale(first as TranslationLocale);
      focusFirstError();
      return;
    }
    setDraft(draftOf(result.data));
    setSaved(true);
  };

  const filled = (l: TranslationLocale) => answer.fields.filter((f) => (current[l][f.name] ?? '').trim() !== '').length;
  const rtl = locale === 'ar';

  return (
    <FormCard title={t('translations.title')} description={t('translations.description')} actions={toggle}>
      <form className="adm-translations" aria-label={t('translations.title')} onSubmit={onSubmit} noValidate>
        <div className="adm-tabs" role="tablist" aria-label={t('translations.languagesLabel')}>
          {translationLocales.map((l) => (
            <button
              key={l}
              type="button"
              role="tab"
              id={`${baseId}-tab-${l}`}
              aria-controls={`${baseId}-panel`}
              aria-selected={l === locale}
              tabIndex={l === locale ? 0 : -1}
              className="adm-tab"
              lang={l}
              onClick={() => setLocale(l)}
              onKeyDown={(e) => {
                if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                const step = e.key === 'ArrowRight' ? 1 : -1;
                const next =
                  translationLocales[
                    (translationLocales.indexOf(l) + step + translationLocales.length) % translationLocales.length
                  ]!;
                setLocale(next);
                document.getElementById(`${baseId}-tab-${next}`)?.focus();
              }}
            >
              {t(`translations.languages.${l}`)}
              <span
                className="adm-tab-count"
                aria-label={t('translations.filled', { count: filled(l), total: answer.fields.length })}
              >
                {filled(l)}/{answer.fields.length}
              </span>
            </button>
          ))}
        </div>

        <div
          key={locale}
          className="adm-translations-panel"
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${locale}`}
        >
          <FormProblem message={problem?.message ?? null} count={errorCount} />
          {answer.fields.map((field) => {
            const label = textIfAny(`translations.fields.${field.name}`) ?? field.name;
            const hint = field.english
              ? t('translations.english', { text: field.kind === 'rich' ? textOf(field.english) : field.english })
              : t('translations.englishEmpty');
            const value = current[locale][field.name] ?? '';
            const error = fieldErrors[`${locale}.${field.name}`];
            const name = `${locale}.${field.name}`;
            if (field.kind === 'rich') {
              return (
                <RichTextEditor
                  key={field.name}
                  label={label}
                  value={value}
                  onChange={(html) => change(field.name, html)}
                  error={error}
                  hint={clip(hint)}
                  name={name}
                  lang={locale}
                  dir={rtl ? 'rtl' : 'ltr'}
                />
              );
            }
            const common = {
              label,
              hint: clip(hint),
              error,
              name,
              value,
              onValue: (v: string) => change(field.name, v),
              maxLength: field.max,
              dir: rtl ? ('rtl' as const) : ('ltr' as const),
              lang: locale,
              optional: true,
            };
            return field.max >= MULTILINE_FROM ? (
              <TextAreaField key={field.name} {...common} />
            ) : (
              <TextField key={field.name} {...common} />
            );
          })}
        </div>

        <div className="adm-translations-actions">
          <button type="submit" className="adm-button adm-button--primary" disabled={saving.isLoading}>
            {saving.isLoading ? t('translations.saving') : t('translations.save')}
          </button>
        </div>
        {saved ? <Alert tone="success">{t('translations.saved')}</Alert> : null}
      </form>
    </FormCard>
  );
}

/** The words of an HTML text, for the English reminder under a rich field. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const clip = (text: string, max = 240) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The translations of one of several saved records shown on one screen (a page's cards, the home
 * page's sections), chosen with a picker. The panel is a form of its own, so it sits below the
 * records' form instead of inside each record. A record picked once keeps its panel (hidden while
 * another is picked), so text typed for one card is still there, unsaved, when staff come back to
 * it; the picker marks the records holding such text.
 */
export function PickedTranslations({
  heading,
  intro,
  pickLabel,
  entity,
  records,
}: {
  heading: string;
  intro: string;
  pickLabel: string;
  entity: TranslatableEntity;
  /** A record of another kind than `entity` names its own (an artwork's labels mix four kinds). */
  records: readonly { id: number | string; label: string; entity?: TranslatableEntity }[];
}) {
  const headingId = useId();
  const keyOf = (record: (typeof records)[number]) => `${record.entity ?? entity}:${record.id}`;
  const [chosen, setChosen] = useState(() => (records[0] ? keyOf(records[0]) : ''));
  // Every record picked so far, the first shown among them: each keeps its panel.
  const [picked, setPicked] = useState<readonly string[]>(() => [chosen]);
  const [unsaved, keep] = useUnsavedPanels();
  const reportToPage = useContext(UnsavedTranslationsReport);
  const report = useCallback(
    (panel: string, holds: boolean) => {
      reportToPage(panel, holds);
      keep(panel, holds);
    },
    [reportToPage, keep],
  );
  const current = records.find((record) => keyOf(record) === chosen) ?? records[0];
  if (!current) return null;
  const shown = records.filter((record) => record === current || picked.includes(keyOf(record)));
  const pick = (id: string) => {
    setChosen(id);
    setPicked((before) => (before.includes(id) ? before : [...before, id]));
  };
  return (
    <section className="adm-card adm-form-card" aria-labelledby={headingId}>
      <div className="adm-form-card-header adm-form-card-header--picker">
        <div>
          <h2 className="adm-card-title" id={headingId}>
            {heading}
          </h2>
          <p className="adm-form-card-description">{intro}</p>
        </div>
        <ToolbarSelect
          label={pickLabel}
          value={keyOf(current)}
          onValue={pick}
          options={records.map((record) => ({
            value: keyOf(record),
            label: unsaved.has(keyOf(record)) ? t('translations.unsavedChoice', { label: record.label }) : record.label,
          }))}
        />
      </div>
      <UnsavedTranslationsReport.Provider value={report}>
        {shown.map((record) => (
          <div key={keyOf(record)} hidden={record !== current}>
            <TranslationsPanel entity={record.entity ?? entity} id={record.id} />
          </div>
        ))}
      </UnsavedTranslationsReport.Provider>
    </section>
  );
}
