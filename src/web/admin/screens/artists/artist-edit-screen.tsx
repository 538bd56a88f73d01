import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { ManagedArtist, ManagedMedia } from '#shared/api/manage.ts';
import { useCreateArtistMutation } from '../../endpoints/create-artist.ts';
import { useDeleteArtistMutation } from '../../endpoints/delete-artist.ts';
import { useGetArtistQuery } from '../../endpoints/get-artist.ts';
import { useUpdateArtistMutation } from '../../endpoints/update-artist.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EditHeader, SaveBar, useLeaveGuard } from '../../components/edit-page.tsx';
import { focusFirstError, FormCard, FormProblem, mergeErrors, TextField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { MediaField } from '../../components/media.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { Alert, LoadError, Spinner, useDocumentTitle } from '../../components/ui.tsx';
import { apiProblem } from '../../lib/errors.ts';
import { strings } from '../../lib/strings.ts';
import { compact, maxLength, required, slug, slugify, wholeNumber } from '../../lib/validate.ts';

const t = strings.artists;

interface ArtistForm {
  first_name: string;
  last_name: string;
  artist_slug: string;
  slugEdited: boolean;
  location: string;
  position: string;
  description: string;
  profile_image: ManagedMedia | null;
}

const empty: ArtistForm = {
  first_name: '',
  last_name: '',
  artist_slug: '',
  slugEdited: false,
  location: '',
  position: '0',
  description: '',
  profile_image: null,
};

function toForm(a: ManagedArtist): ArtistForm {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    artist_slug: a.artist_slug,
    slugEdited: true,
    location: a.location ?? '',
    position: String(a.position),
    description: a.description,
    profile_image: a.profile_image,
  };
}

function validate(f: ArtistForm): Record<string, string> {
  return compact({
    first_name: required(f.first_name, 80),
    last_name: maxLength(f.last_name, 80),
    artist_slug: slug(f.artist_slug),
    location: maxLength(f.location, 120),
    position: wholeNumber(f.position, 0, 100_000),
  });
}

/** /admin/artists/new and /admin/artists/:id */
export function ArtistEditScreen() {
  const { id } = useParams();
  const isNew = id === 'new';
  const artistId = Number(id);
  const { data, error, isLoading, refetch } = useGetArtistQuery(artistId, { skip: isNew || !Number.isInteger(artistId) });
  if (isNew) return <ArtistEditor artist={null} />;
  if (isLoading) {
    return (
      <div className="adm-card-loading">
        <Spinner />
      </div>
    );
  }
  if (!data) {
    const problem = apiProblem(error);
    if (problem?.status === 404 || !Number.isInteger(artistId)) {
      return (
        <section className="adm-card adm-empty">
          <h1 className="adm-empty-title">{t.notFound}</h1>
          <Link to="/artists" className="adm-button adm-button--secondary">
            <Icon name="arrowLeft" size={16} />
            {t.backToList}
          </Link>
        </section>
      );
    }
    return <LoadError message={problem?.message ?? strings.errors.unexpected} onRetry={() => void refetch()} />;
  }
  return <ArtistEditor key={`${data.id}:${data.updated_at}`} artist={data} />;
}

function ArtistEditor({ artist }: { artist: ManagedArtist | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [initial] = useState(() => (artist ? toForm(artist) : empty));
  const [form, setForm] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [create, created] = useCreateArtistMutation();
  const [update, updated] = useUpdateArtistMutation();
  const [remove, removed] = useDeleteArtistMutation();
  const title = artist ? artist.full_name : t.newTitle;
  useDocumentTitle(title);
  const busy = created.isLoading || updated.isLoading;
  const problem = apiProblem(created.error ?? updated.error);
  const errors = mergeErrors(checked ? validate(form) : {}, problem?.fields);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  // Said after a save, until the next change.
  const saved = Boolean((location.state as { saved?: boolean } | null)?.saved) && !dirty;
  const guard = useLeaveGuard(dirty && !busy && !removed.isLoading);
  const deleteProblem = apiProblem(removed.error);
  const needsForce = deleteProblem?.status === 409;

  const edit = (change: Partial<ArtistForm>) => {
    setForm((f) => {
      const next = { ...f, ...change };
      if (!f.slugEdited && ('first_name' in change || 'last_name' in change)) {
        next.artist_slug = slugify(`${next.first_name} ${next.last_name}`);
      }
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
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
      artist_slug: form.artist_slug.trim(),
      location: form.location.trim() || null,
      position: Number(form.position),
      description: form.description,
      profile_image_id: form.profile_image?.id ?? null,
    };
    try {
      const result = artist ? await update({ id: artist.id, body }).unwrap() : await create(body).unwrap();
      guard.allowNextNavigation();
      navigate(`/artists/${result.id}`, { replace: true, state: { saved: true } });
    } catch {
      focusFirstError();
    }
  };

  const onDelete = async (force: boolean) => {
    if (!artist) return;
    const ok = await remove({ id: artist.id, force })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (ok) {
      guard.allowNextNavigation();
      navigate('/artists', { replace: true, state: { deleted: artist.full_name } });
    }
  };

  return (
    <form className="adm-edit" onSubmit={onSubmit} noValidate>
      <EditHeader
        backTo="/artists"
        backLabel={strings.sections.artists.label}
        title={title}
        actions={
          artist ? (
            <>
              <a className="adm-button adm-button--secondary adm-button--small" href={artist.storefront_url} target="_blank" rel="noreferrer">
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
          <FormCard title={t.cards.profile}>
            <div className="adm-form-row">
              <TextField label={t.fields.firstName} name="first_name" value={form.first_name} onValue={(v) => edit({ first_name: v })} error={errors.first_name} maxLength={80} />
              <TextField label={t.fields.lastName} name="last_name" value={form.last_name} onValue={(v) => edit({ last_name: v })} error={errors.last_name} maxLength={80} optional hint={t.hints.lastName} />
            </div>
            <TextField
              label={t.fields.slug}
              name="artist_slug"
              value={form.artist_slug}
              onValue={(v) => edit({ artist_slug: v.toLowerCase(), slugEdited: true })}
              prefix="/artist/"
              error={errors.artist_slug}
              hint={strings.artworks.hints.slug}
              autoCapitalize="off"
              spellCheck={false}
            />
            <RichTextEditor label={t.fields.description} name="description" value={form.description} onChange={(html) => edit({ description: html })} error={errors.description} minHeight={220} />
          </FormCard>
        </div>
        <aside className="adm-edit-side">
          <FormCard title={t.cards.portrait}>
            <MediaField label={t.fields.portrait} name="profile_image_id" value={form.profile_image} onChange={(m) => edit({ profile_image: m })} error={errors.profile_image_id} aspect="1 / 1" />
          </FormCard>
          <FormCard title={t.cards.details}>
            <TextField label={t.fields.location} name="location" value={form.location} onValue={(v) => edit({ location: v })} error={errors.location} placeholder={t.placeholders.location} optional />
            <TextField label={t.fields.position} name="position" value={form.position} onValue={(v) => edit({ position: v })} error={errors.position} inputMode="numeric" hint={t.hints.position} />
            {artist ? <p className="adm-muted">{t.counts(artist.artwork_count, artist.published_count)}</p> : null}
          </FormCard>
        </aside>
      </div>
      <SaveBar dirty={dirty}>
        <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
          {busy ? strings.form.saving : artist ? strings.form.save : t.create}
        </button>
      </SaveBar>
      {guard.dialog}
      <ConfirmDialog
        open={deleting}
        title={artist ? t.deleteTitle(artist.full_name) : ''}
        body={needsForce ? t.deleteForceBody(artist?.artwork_count ?? 0) : t.deleteBody}
        confirmLabel={needsForce ? t.deleteForce : t.deleteConfirm}
        busy={removed.isLoading}
        error={needsForce ? null : deleteProblem?.message}
        onConfirm={() => void onDelete(needsForce)}
        onCancel={() => {
          removed.reset();
          setDeleting(false);
        }}
      />
    </form>
  );
}
