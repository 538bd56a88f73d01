import type { ManagedArtist, ManagedMedia } from '#shared/api/manage.ts';
import { newArtistBody, type NewArtistBody } from '#shared/api/manage-artists.ts';
import { useCreateArtistMutation } from '../../endpoints/create-artist.ts';
import { useDeleteArtistMutation } from '../../endpoints/delete-artist.ts';
import { useGetArtistQuery } from '../../endpoints/get-artist.ts';
import { useUpdateArtistMutation } from '../../endpoints/update-artist.ts';
import { EditForm, RecordActions, RecordEditScreen, saveRecord, useEditForm } from '../../components/edit-form.tsx';
import { FormCard, SlugField, TextField } from '../../components/form.tsx';
import { MediaField } from '../../components/media.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { Alert, useDocumentTitle } from '../../components/ui.tsx';
import { t } from '../../lib/i18n.ts';
import { typedNumber } from '../../lib/forms.ts';
import { suggestedSlug } from '#shared/slugs.ts';

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

/** What a save sends, checked by the API's own schema before it goes. */
function toBody(f: ArtistForm) {
  return {
    first_name: f.first_name,
    last_name: f.last_name,
    artist_slug: f.artist_slug,
    location: f.location.trim() || null,
    position: typedNumber(f.position),
    description: f.description,
    profile_image_id: f.profile_image?.id ?? null,
  };
}

/** /admin/artists/new and /admin/artists/:id */
export function ArtistEditScreen() {
  return (
    <RecordEditScreen section="artists" entity="artist" useQuery={useGetArtistQuery}>
      {(artist: ManagedArtist | null) => <ArtistEditor artist={artist} />}
    </RecordEditScreen>
  );
}

function ArtistEditor({ artist }: { artist: ManagedArtist | null }) {
  const [create, created] = useCreateArtistMutation();
  const [update, updated] = useUpdateArtistMutation();
  const [remove, removed] = useDeleteArtistMutation();
  const state = useEditForm<ArtistForm, { saved?: boolean }, NewArtistBody>({
    initial: () => (artist ? toForm(artist) : empty),
    schema: newArtistBody,
    toBody,
    saving: [created, updated],
    removing: removed,
    derive: (previous, next, change) =>
      !previous.slugEdited && ('first_name' in change || 'last_name' in change)
        ? { ...next, artist_slug: suggestedSlug(`${next.first_name} ${next.last_name}`) }
        : next,
  });
  const { form, edit, errors, field } = state;
  const title = artist ? artist.full_name : t('artists.newTitle');
  useDocumentTitle(title);
  const needsForce = state.removeProblem?.status === 409;

  const onSubmit = () =>
    void state.submit((_form, body) => saveRecord('artists', artist, body, { create, update }, { saved: true }));

  return (
    <EditForm
      state={state}
      onSubmit={onSubmit}
      header={{
        backTo: '/artists',
        backLabel: t('sections.artists.label'),
        title,
        actions: artist ? <RecordActions storefrontUrl={artist.storefront_url} onDelete={state.askDelete} /> : null,
      }}
      notice={state.notice?.saved ? <Alert tone="success">{t('artists.saved')}</Alert> : null}
      isNew={!artist}
      createLabel={t('artists.create')}
      deleteDialog={
        artist
          ? {
              title: t('artists.deleteTitle', { name: artist.full_name }),
              body: needsForce ? t('artists.deleteForceBody', { n: artist.artwork_count }) : t('artists.deleteBody'),
              confirmLabel: needsForce ? t('artists.deleteForce') : t('artists.deleteConfirm'),
              error: needsForce ? null : undefined,
              onConfirm: () =>
                void state.confirmDelete(() => remove({ id: artist.id, force: needsForce }).unwrap(), {
                  to: '/artists',
                  name: artist.full_name,
                }),
            }
          : undefined
      }
      side={
        <>
          <FormCard title={t('artists.cards.portrait')}>
            <MediaField
              label={t('artists.fields.portrait')}
              name="profile_image_id"
              value={form.profile_image}
              onChange={(m) => edit({ profile_image: m })}
              error={errors.profile_image_id}
              aspect="1 / 1"
            />
          </FormCard>
          <FormCard title={t('artists.cards.details')}>
            <TextField
              label={t('artists.fields.location')}
              {...field('location')}
              placeholder={t('artists.placeholders.location')}
              optional
            />
            <TextField
              label={t('artists.fields.position')}
              {...field('position')}
              inputMode="numeric"
              hint={t('artists.hints.position')}
            />
            {artist ? (
              <p className="adm-muted">
                {t('artists.counts', { all: artist.artwork_count, published: artist.published_count })}
              </p>
            ) : null}
          </FormCard>
        </>
      }
    >
      <FormCard title={t('artists.cards.profile')}>
        <div className="adm-form-row">
          <TextField label={t('artists.fields.firstName')} {...field('first_name')} maxLength={80} />
          <TextField
            label={t('artists.fields.lastName')}
            {...field('last_name')}
            maxLength={80}
            optional
            hint={t('artists.hints.lastName')}
          />
        </div>
        <SlugField
          label={t('artists.fields.slug')}
          name="artist_slug"
          value={form.artist_slug}
          onValue={(v) => edit({ artist_slug: v, slugEdited: true })}
          prefix="/artist/"
          error={errors.artist_slug}
          hint={t('artists.hints.slug')}
        />
        <RichTextEditor
          label={t('artists.fields.description')}
          name="description"
          value={form.description}
          onChange={(html) => edit({ description: html })}
          error={errors.description}
          minHeight={220}
        />
      </FormCard>
    </EditForm>
  );
}
