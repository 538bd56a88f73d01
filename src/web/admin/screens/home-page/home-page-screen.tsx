import { useState, type FormEvent } from 'react';
import type { HomeSectionInput, HomeSectionKind, ManagedHomeSection, ManagedMedia } from '#shared/api/manage.ts';
import { homeArrangementStamp, homeSectionKinds } from '#shared/api/manage.ts';
import { homeSectionsBody, type HomeSectionsBody } from '#shared/api/manage-home.ts';
import { useGetHomeSectionsQuery } from '../../endpoints/get-home-sections.ts';
import { useSaveHomeSectionsMutation } from '../../endpoints/save-home-sections.ts';
import { ArtworkPicker, type PickedArtwork } from '../../components/artwork-picker.tsx';
import { FormNotice, SaveBar, useLeaveGuard } from '../../components/edit-page.tsx';
import { useTranslationsUnsaved, WithTranslations } from '../../components/edit-form.tsx';
import { FormProblem, TextField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { ToolbarSelect } from '../../components/list-tools.tsx';
import { MediaField } from '../../components/media.tsx';
import { DragHandle, shiftItem, SortableList } from '../../components/sortable.tsx';
import { Alert, LoadError, PageHeader, Spinner, useDocumentTitle } from '../../components/ui.tsx';
import { PickedTranslations } from '../../components/translations-panel.tsx';
import { apiProblem } from '../../lib/errors.ts';
import { typedNumber, useSharedForm, type OwnWords } from '../../lib/forms.ts';
import { t } from '../../lib/i18n.ts';

interface SectionRow {
  key: number;
  id?: number;
  kind: HomeSectionKind;
  title: string;
  subtitle: string;
  enabled: boolean;
  image: ManagedMedia | null;
  link: string;
  limit: string;
  artworks: PickedArtwork[];
}

let rowKey = 1;
const pictureKinds: HomeSectionKind[] = ['hero', 'newsletter'];

function toRow(s: ManagedHomeSection): SectionRow {
  return {
    key: rowKey++,
    id: s.id,
    kind: s.kind,
    title: s.title,
    subtitle: s.subtitle ?? '',
    enabled: s.enabled,
    image: s.image,
    link: s.config.link ?? '',
    limit: s.config.limit === undefined ? '' : String(s.config.limit),
    artworks: (s.config.artwork_ids ?? []).map((id) => ({ id })),
  };
}

/** A limit out of its bounds is refused with the bounds, whatever the schema found. */
const sectionWords: OwnWords = {
  'sections.*.config.limit': () => t('form.between', { min: 1, max: 48 }),
};

function toInput(row: SectionRow): HomeSectionInput {
  const base = {
    ...(row.id ? { id: row.id } : {}),
    title: row.title.trim(),
    subtitle: row.subtitle.trim() || null,
    enabled: row.enabled,
  };
  const limit = row.limit.trim() ? { limit: typedNumber(row.limit) as number } : {};
  switch (row.kind) {
    case 'hero':
    case 'newsletter':
      return { ...base, kind: row.kind, config: { image_id: row.image?.id ?? null, link: row.link.trim() || null } };
    case 'featured_artworks':
      return { ...base, kind: row.kind, config: { artwork_ids: row.artworks.map((a) => a.id), ...limit } };
    default:
      return { ...base, kind: row.kind, config: limit };
  }
}

/** /admin/home-page: the storefront's home page as an ordered list of sections. */
export function HomePageScreen() {
  useDocumentTitle(t('sections.homePage.label'));
  // Afresh each time, like every record form: a cached copy's stamp may predate a colleague's save.
  const { data, error, isLoading, refetch } = useGetHomeSectionsQuery(undefined, { refetchOnMountOrArgChange: true });
  // Kept here: a save gives the arrangement a new stamp, and the editor starts again from it.
  const [saved, setSaved] = useState(false);
  return (
    <>
      <PageHeader
        title={t('sections.homePage.label')}
        description={t('homePage.intro')}
        actions={
          <a className="adm-button adm-button--secondary" href="/" target="_blank" rel="noreferrer">
            <Icon name="external" size={16} />
            {t('form.viewOnStorefront')}
          </a>
        }
      />
      {isLoading ? (
        <div className="adm-card-loading">
          <Spinner />
        </div>
      ) : !data ? (
        <LoadError message={apiProblem(error)?.message ?? t('errors.unexpected')} onRetry={() => void refetch()} />
      ) : (
        // The section titles' translations beside the editor: unsaved ones make leaving ask first.
        <WithTranslations
          of={null}
          after={
            <PickedTranslations
              heading={t('homePage.translationsTitle')}
              intro={t('homePage.translationsIntro')}
              pickLabel={t('homePage.translateSection')}
              entity="home_section"
              records={data.map((section) => ({
                id: section.id,
                label: section.title || t(`homePage.kinds.${section.kind}`),
              }))}
            />
          }
        >
          <SectionsEditor
            key={homeArrangementStamp(data) ?? 'never saved'}
            sections={data}
            saved={saved}
            onSaved={setSaved}
          />
        </WithTranslations>
      )}
    </>
  );
}

function SectionsEditor({
  sections,
  saved,
  onSaved: setSaved,
}: {
  sections: ManagedHomeSection[];
  saved: boolean;
  onSaved: (saved: boolean) => void;
}) {
  const [initial, setInitial] = useState(() => sections.map(toRow));
  const editor = useSharedForm<{ rows: SectionRow[] }, HomeSectionsBody>({
    schema: homeSectionsBody,
    toBody: ({ rows }) => ({ sections: rows.map(toInput), updated_at: homeArrangementStamp(sections) }),
    own: sectionWords,
    defaultValues: { rows: initial },
  });
  const { errors, problem } = editor;
  const rows = editor.values.rows;
  const [newKind, setNewKind] = useState<HomeSectionKind>('featured_artworks');
  const [save, saving] = useSaveHomeSectionsMutation();
  const dirty =
    JSON.stringify(rows.map(({ key: _key, ...r }) => r)) !== JSON.stringify(initial.map(({ key: _key, ...r }) => r));
  const translationsUnsaved = useTranslationsUnsaved();
  const [askedToSaveTranslations, setOnlyTranslations] = useState(false);
  // Said only while those titles are still unsaved: saved with their own button, the note goes.
  const onlyTranslations = askedToSaveTranslations && translationsUnsaved;
  const guard = useLeaveGuard((dirty || translationsUnsaved) && !saving.isLoading);

  const change = (next: SectionRow[]) => {
    setSaved(false);
    setOnlyTranslations(false);
    editor.set('rows', next);
  };
  const edit = (index: number, patch: Partial<SectionRow>) =>
    change(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  const send = editor.submit(async (body) => {
    const result = await save(body).unwrap();
    // Start again from what the server saved: new sections now have their ids.
    const fresh = result.map(toRow);
    setInitial(fresh);
    editor.reset({ rows: fresh });
    setSaved(true);
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Only section titles typed in other languages: they have a Save of their own, below.
    if (!dirty && translationsUnsaved) {
      setOnlyTranslations(true);
      return;
    }
    void send(event);
  };

  return (
    <form className="adm-edit" onSubmit={onSubmit} noValidate>
      {saved ? (
        <FormNotice>
          <Alert tone="success">{t('homePage.saved')}</Alert>
        </FormNotice>
      ) : null}
      {onlyTranslations ? (
        <FormNotice>
          <Alert tone="info">{t('homePage.translationsSaveApart')}</Alert>
        </FormNotice>
      ) : null}
      <FormProblem message={problem?.message ?? null} count={Object.keys(errors).length} />
      <section className="adm-card adm-form-card">
        <div className="adm-form-card-header">
          <div>
            <h2 className="adm-card-title">{t('homePage.sectionsTitle')}</h2>
            <p className="adm-form-card-description">{t('homePage.sectionsIntro')}</p>
          </div>
        </div>
        {rows.length ? (
          <SortableList
            items={rows}
            idOf={(r) => r.key}
            onReorder={change}
            className="adm-sort-list"
            renderItem={(row, i, { handle }) => {
              const label = row.title || t(`homePage.kinds.${row.kind}`);
              const at = (field: string) => errors[`sections.${i}.${field}`];
              return (
                <div className="adm-panel" data-disabled={row.enabled ? undefined : true}>
                  <div className="adm-panel-head">
                    <DragHandle handle={handle} label={`${t('form.dragToReorder')}: ${label}`} />
                    <span className="adm-panel-title">
                      {label}
                      <span className="adm-row-meta">{t(`homePage.kinds.${row.kind}`)}</span>
                    </span>
                    <label className="adm-switch">
                      <input
                        type="checkbox"
                        checked={row.enabled}
                        onChange={(e) => edit(i, { enabled: e.target.checked })}
                        aria-label={t('homePage.shownName', { name: label })}
                      />
                      <span className="adm-hide-narrow">
                        {row.enabled ? t('homePage.shown') : t('homePage.hidden')}
                      </span>
                    </label>
                    <div className="adm-sort-row-actions">
                      <button
                        type="button"
                        className="adm-icon-button adm-icon-button--small"
                        aria-label={`${t('form.moveUp')}: ${label}`}
                        disabled={i === 0}
                        onClick={() => change(shiftItem(rows, i, -1))}
                      >
                        <Icon name="chevronUp" size={16} />
                      </button>
                      <button
                        type="button"
                        className="adm-icon-button adm-icon-button--small"
                        aria-label={`${t('form.moveDown')}: ${label}`}
                        disabled={i === rows.length - 1}
                        onClick={() => change(shiftItem(rows, i, 1))}
                      >
                        <Icon name="chevronDown" size={16} />
                      </button>
                      <button
                        type="button"
                        className="adm-icon-button adm-icon-button--small adm-icon-button--danger"
                        aria-label={`${t('form.remove')}: ${label}`}
                        onClick={() => change(rows.filter((_, x) => x !== i))}
                      >
                        <Icon name="trash" size={16} />
                      </button>
                    </div>
                  </div>
                  <div className="adm-form-row">
                    <TextField
                      label={t('homePage.fields.title')}
                      name={`sections.${i}.title`}
                      value={row.title}
                      onValue={(v) => edit(i, { title: v })}
                      error={at('title')}
                      maxLength={200}
                    />
                    <TextField
                      label={t('homePage.fields.subtitle')}
                      name={`sections.${i}.subtitle`}
                      value={row.subtitle}
                      onValue={(v) => edit(i, { subtitle: v })}
                      error={at('subtitle')}
                      maxLength={300}
                      optional
                    />
                  </div>
                  {pictureKinds.includes(row.kind) ? (
                    <div className="adm-form-row">
                      <MediaField
                        label={t('homePage.fields.image')}
                        name={`sections.${i}.config.image_id`}
                        value={row.image}
                        onChange={(image) => edit(i, { image })}
                        error={at('config.image_id')}
                        aspect="16 / 7"
                      />
                      <TextField
                        label={t('homePage.fields.link')}
                        name={`sections.${i}.config.link`}
                        value={row.link}
                        onValue={(v) => edit(i, { link: v })}
                        error={at('config.link')}
                        placeholder="/arts"
                        optional
                      />
                    </div>
                  ) : (
                    <div className="adm-form-row">
                      <TextField
                        label={t('homePage.fields.limit')}
                        name={`sections.${i}.config.limit`}
                        value={row.limit}
                        onValue={(v) => edit(i, { limit: v })}
                        error={at('config.limit')}
                        inputMode="numeric"
                        hint={t('homePage.hints.limit')}
                        optional
                      />
                    </div>
                  )}
                  {row.kind === 'featured_artworks' ? (
                    <ArtworkPicker
                      label={t('homePage.fields.artworks')}
                      name={`sections.${i}.config.artwork_ids`}
                      value={row.artworks}
                      onChange={(artworks) => edit(i, { artworks })}
                      error={at('config.artwork_ids')}
                      max={48}
                    />
                  ) : null}
                </div>
              );
            }}
          />
        ) : (
          <p className="adm-muted">{t('homePage.none')}</p>
        )}
        <div className="adm-add-row">
          <ToolbarSelect
            label={t('homePage.newSection')}
            value={newKind}
            onValue={setNewKind}
            options={homeSectionKinds.map((k) => ({ value: k, label: t(`homePage.kinds.${k}`) }))}
          />
          <button
            type="button"
            className="adm-button adm-button--secondary"
            onClick={() =>
              change([
                ...rows,
                {
                  key: rowKey++,
                  kind: newKind,
                  title: t(`homePage.kinds.${newKind}`),
                  subtitle: '',
                  enabled: true,
                  image: null,
                  link: '',
                  limit: '',
                  artworks: [],
                },
              ])
            }
          >
            <Icon name="plus" size={16} />
            {t('homePage.add')}
          </button>
        </div>
      </section>
      <SaveBar dirty={dirty}>
        <button type="submit" className="adm-button adm-button--primary" disabled={saving.isLoading}>
          {saving.isLoading ? t('form.saving') : t('form.save')}
        </button>
      </SaveBar>
      {guard.dialog}
    </form>
  );
}
