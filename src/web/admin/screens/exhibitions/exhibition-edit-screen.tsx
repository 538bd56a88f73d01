import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { ManagedExhibition, ManagedMedia } from '#shared/api/manage.ts';
import { exhibitionKinds } from '#shared/api/manage.ts';
import { useCreateExhibitionMutation } from '../../endpoints/create-exhibition.ts';
import { useDeleteExhibitionMutation } from '../../endpoints/delete-exhibition.ts';
import { useGetExhibitionQuery } from '../../endpoints/get-exhibition.ts';
import { useUpdateExhibitionMutation } from '../../endpoints/update-exhibition.ts';
import { ArtworkPicker, type PickedArtwork } from '../../components/artwork-picker.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EditHeader, SaveBar, useLeaveGuard } from '../../components/edit-page.tsx';
import { focusFirstError, FormCard, FormProblem, mergeErrors, SelectField, TextAreaField, TextField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { MediaField } from '../../components/media.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { Alert, Badge, LoadError, Spinner, useDocumentTitle } from '../../components/ui.tsx';
import { apiProblem } from '../../lib/errors.ts';
import { strings } from '../../lib/strings.ts';
import { compact, maxLength, required, slug, slugify } from '../../lib/validate.ts';
import { exhibitionTone } from './exhibitions-screen.tsx';

const t = strings.exhibitions;

interface ExhibitionForm {
  title: string;
  exhibition_slug: string;
  slugEdited: boolean;
  short_description: string;
  full_description: string;
  image: ManagedMedia | null;
  start_date: string;
  end_date: string;
  venue: string;
  kind: (typeof exhibitionKinds)[number];
  artworks: PickedArtwork[];
}

const empty: ExhibitionForm = {
  title: '',
  exhibition_slug: '',
  slugEdited: false,
  short_description: '',
  full_description: '',
  image: null,
  start_date: '',
  end_date: '',
  venue: '',
  kind: 'group',
  artworks: [],
};

function toForm(e: ManagedExhibition): ExhibitionForm {
  return {
    title: e.title,
    exhibition_slug: e.exhibition_slug,
    slugEdited: true,
    short_description: e.short_description,
    full_description: e.full_description,
    image: e.image,
    start_date: e.start_date,
    end_date: e.end_date,
    venue: e.venue ?? '',
    kind: e.kind,
    artworks: e.artworks.map((a) => ({ id: a.id, name: a.name, thumbnail: a.thumbnail, status: a.status })),
  };
}

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

function validate(f: ExhibitionForm): Record<string, string> {
  const errors: Record<string, string | undefined> = {
    title: required(f.title, 200),
    exhibition_slug: slug(f.exhibition_slug),
    short_description: maxLength(f.short_description, 1000),
    venue: maxLength(f.venue, 200),
    start_date: isDate(f.start_date) ? undefined : strings.form.date,
    end_date: isDate(f.end_date) ? undefined : strings.form.date,
  };
  if (!errors.start_date && !errors.end_date && f.end_date < f.start_date) errors.end_date = t.endBeforeStart;
  return compact(errors);
}

/** /admin/exhibitions/new and /admin/exhibitions/:id */
export function ExhibitionEditScreen() {
  const { id } = useParams();
  const isNew = id === 'new';
  const exhibitionId = Number(id);
  const { data, error, isLoading, refetch } = useGetExhibitionQuery(exhibitionId, { skip: isNew || !Number.isInteger(exhibitionId) });
  if (isNew) return <ExhibitionEditor exhibition={null} />;
  if (isLoading) {
    return (
      <div className="adm-card-loading">
        <Spinner />
      </div>
    );
  }
  if (!data) {
    const problem = apiProblem(error);
    if (problem?.status === 404 || !Number.isInteger(exhibitionId)) {
      return (
        <section className="adm-card adm-empty">
          <h1 className="adm-empty-title">{t.notFound}</h1>
          <Link to="/exhibitions" className="adm-button adm-button--secondary">
            <Icon name="arrowLeft" size={16} />
            {t.backToList}
          </Link>
        </section>
      );
    }
    return <LoadError message={problem?.message ?? strings.errors.unexpected} onRetry={() => void refetch()} />;
  }
  return <ExhibitionEditor key={`${data.id}:${data.updated_at}`} exhibition={data} />;
}

function ExhibitionEditor({ exhibition }: { exhibition: ManagedExhibition | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [initial] = useState(() => (exhibition ? toForm(exhibition) : empty));
  const [form, setForm] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [create, created] = useCreateExhibitionMutation();
  const [update, updated] = useUpdateExhibitionMutation();
  const [remove, removed] = useDeleteExhibitionMutation();
  const title = exhibition ? exhibition.title : t.newTitle;
  useDocumentTitle(title);
  const busy = created.isLoading || updated.isLoading;
  const problem = apiProblem(created.error ?? updated.error);
  const errors = mergeErrors(checked ? validate(form) : {}, problem?.fields);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  // Said after a save, until the next change.
  const saved = Boolean((location.state as { saved?: boolean } | null)?.saved) && !dirty;
  const guard = useLeaveGuard(dirty && !busy && !removed.isLoading);

  const edit = (change: Partial<ExhibitionForm>) => {
    setForm((f) => {
      const next = { ...f, ...change };
      if (!f.slugEdited && 'title' in change) next.exhibition_slug = slugify(next.title);
      return next;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    created.reset();
    updated.reset();
    if (Object.keys(validate(form)).length) {
      focusFirstError();
      return;
    }
    const body = {
      title: form.title.trim(),
      exhibition_slug: form.exhibition_slug.trim(),
      short_description: form.short_description.trim(),
      full_description: form.full_description,
      image_id: form.image?.id ?? null,
      start_date: form.start_date,
      end_date: form.end_date,
      venue: form.venue.trim() || null,
      kind: form.kind,
      artwork_ids: form.artworks.map((a) => a.id),
    };
    try {
      const result = exhibition ? await update({ id: exhibition.id, body }).unwrap() : await create(body).unwrap();
      guard.allowNextNavigation();
      navigate(`/exhibitions/${result.id}`, { replace: true, state: { saved: true } });
    } catch {
      focusFirstError();
    }
  };

  const onDelete = async () => {
    if (!exhibition) return;
    const ok = await remove(exhibition.id)
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (ok) {
      guard.allowNextNavigation();
      navigate('/exhibitions', { replace: true, state: { deleted: exhibition.title } });
    }
  };

  return (
    <form className="adm-edit" onSubmit={onSubmit} noValidate>
      <EditHeader
        backTo="/exhibitions"
        backLabel={strings.sections.exhibitions.label}
        title={title}
        badges={exhibition ? <Badge tone={exhibitionTone[exhibition.status]}>{strings.artworks.exhibitionStatus[exhibition.status]}</Badge> : null}
        actions={
          exhibition ? (
            <>
              <a className="adm-button adm-button--secondary adm-button--small" href={exhibition.storefront_url} target="_blank" rel="noreferrer">
                <Icon name="external" size={16} />
                {strings.form.viewOnStorefront}
              </a>
              <button type="button" className="adm-button adm-button--ghost-danger adm-button--small" onClick={() => setDeleting(true)}>
                <Icon name="trash" size={16} />
                {strings.form.delete}
              </button>
            </>
          ) : null
        }
      />
      {saved ? <Alert tone="success">{t.saved}</Alert> : null}
      <FormProblem message={problem?.message ?? null} count={Object.keys(errors).length} />
      <div className="adm-edit-grid">
        <div className="adm-edit-main">
          <FormCard title={t.cards.about}>
            <TextField label={t.fields.title} name="title" value={form.title} onValue={(v) => edit({ title: v })} error={errors.title} maxLength={200} />
            <TextField
              label={t.fields.slug}
              name="exhibition_slug"
              value={form.exhibition_slug}
              onValue={(v) => edit({ exhibition_slug: v.toLowerCase(), slugEdited: true })}
              prefix="/exhibitions/"
              error={errors.exhibition_slug}
              hint={strings.artworks.hints.slug}
              autoCapitalize="off"
              spellCheck={false}
            />
            <TextAreaField label={t.fields.shortDescription} name="short_description" value={form.short_description} onValue={(v) => edit({ short_description: v })} error={errors.short_description} hint={t.hints.shortDescription} />
            <RichTextEditor label={t.fields.fullDescription} name="full_description" value={form.full_description} onChange={(html) => edit({ full_description: html })} error={errors.full_description} />
          </FormCard>
          <FormCard title={t.cards.hang} description={t.hints.hang}>
            <ArtworkPicker label={t.fields.artworks} name="artwork_ids" value={form.artworks} onChange={(artworks) => edit({ artworks })} error={errors.artwork_ids ?? Object.entries(errors).find(([k]) => k.startsWith('artwork_ids.'))?.[1]} max={500} />
          </FormCard>
        </div>
        <aside className="adm-edit-side">
          <FormCard title={t.cards.when}>
            <TextField label={t.fields.startDate} name="start_date" type="date" value={form.start_date} onValue={(v) => edit({ start_date: v })} error={errors.start_date} />
            <TextField label={t.fields.endDate} name="end_date" type="date" value={form.end_date} min={form.start_date || undefined} onValue={(v) => edit({ end_date: v })} error={errors.end_date} hint={t.hints.endDate} />
            <TextField label={t.fields.venue} name="venue" value={form.venue} onValue={(v) => edit({ venue: v })} error={errors.venue} placeholder={t.placeholders.venue} optional />
            <SelectField label={t.fields.kind} name="kind" value={form.kind} onValue={(v) => edit({ kind: v })} options={exhibitionKinds.map((k) => ({ value: k, label: t.kind[k] }))} error={errors.kind} />
          </FormCard>
          <FormCard title={t.cards.image}>
            <MediaField label={t.fields.image} name="image_id" value={form.image} onChange={(image) => edit({ image })} error={errors.image_id} aspect="16 / 9" />
          </FormCard>
          {exhibition?.application_count ? (
            <FormCard title={t.cards.applications}>
              <Link to={`/applications?exhibition=${exhibition.id}`}>{t.applications(exhibition.application_count)}</Link>
            </FormCard>
          ) : null}
        </aside>
      </div>
      <SaveBar dirty={dirty}>
        <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
          {busy ? strings.form.saving : exhibition ? strings.form.save : t.create}
        </button>
      </SaveBar>
      {guard.dialog}
      <ConfirmDialog
        open={deleting}
        title={exhibition ? t.deleteTitle(exhibition.title) : ''}
        body={t.deleteBody}
        confirmLabel={t.deleteConfirm}
        busy={removed.isLoading}
        error={apiProblem(removed.error)?.message}
        onConfirm={() => void onDelete()}
        onCancel={() => {
          removed.reset();
          setDeleting(false);
        }}
      />
    </form>
  );
}
