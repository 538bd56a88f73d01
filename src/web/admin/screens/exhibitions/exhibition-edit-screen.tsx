import { Link } from 'react-router';
import type { ManagedExhibition, ManagedMedia } from '#shared/api/manage.ts';
import { exhibitionKinds } from '#shared/api/manage.ts';
import { newExhibitionDates, type NewExhibitionBody } from '#shared/api/manage-exhibitions.ts';
import { useCreateExhibitionMutation } from '../../endpoints/create-exhibition.ts';
import { useDeleteExhibitionMutation } from '../../endpoints/delete-exhibition.ts';
import { useGetExhibitionQuery } from '../../endpoints/get-exhibition.ts';
import { useUpdateExhibitionMutation } from '../../endpoints/update-exhibition.ts';
import { ArtworkPicker, type PickedArtwork } from '../../components/artwork-picker.tsx';
import { EditForm, RecordActions, RecordEditScreen, saveRecord, useEditForm } from '../../components/edit-form.tsx';
import { CheckboxField, FormCard, SelectField, SlugField, TextAreaField, TextField } from '../../components/form.tsx';
import { MediaField } from '../../components/media.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { Alert, Badge, useDocumentTitle } from '../../components/ui.tsx';
import { t } from '../../lib/i18n.ts';
import type { OwnWords } from '../../lib/forms.ts';
import { suggestedSlug } from '#shared/slugs.ts';
import { exhibitionTone } from './exhibitions-screen.tsx';

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
  published: boolean;
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
  published: true,
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
    published: e.published,
    artworks: e.artworks.map((a) => ({ id: a.id, name: a.name, thumbnail: a.thumbnail, status: a.status })),
  };
}

/** What a save sends, checked by the API's own schema before it goes. */
function toBody(f: ExhibitionForm) {
  return {
    title: f.title,
    exhibition_slug: f.exhibition_slug,
    short_description: f.short_description,
    full_description: f.full_description,
    image_id: f.image?.id ?? null,
    start_date: f.start_date,
    end_date: f.end_date,
    venue: f.venue.trim() || null,
    kind: f.kind,
    published: f.published,
    artwork_ids: f.artworks.map((a) => a.id),
  };
}

const own: OwnWords = {
  end_date: (message) => (message.startsWith('must not be before') ? t('exhibitions.endBeforeStart') : t('form.date')),
};

/** /admin/exhibitions/new and /admin/exhibitions/:id */
export function ExhibitionEditScreen() {
  return (
    <RecordEditScreen section="exhibitions" entity="exhibition" useQuery={useGetExhibitionQuery}>
      {(exhibition: ManagedExhibition | null) => <ExhibitionEditor exhibition={exhibition} />}
    </RecordEditScreen>
  );
}

function ExhibitionEditor({ exhibition }: { exhibition: ManagedExhibition | null }) {
  const [create, created] = useCreateExhibitionMutation();
  const [update, updated] = useUpdateExhibitionMutation();
  const [remove, removed] = useDeleteExhibitionMutation();
  const state = useEditForm<ExhibitionForm, { saved?: boolean }, NewExhibitionBody>({
    initial: () => (exhibition ? toForm(exhibition) : empty),
    schema: newExhibitionDates,
    toBody,
    own,
    saving: [created, updated],
    removing: removed,
    derive: (previous, next, change) =>
      !previous.slugEdited && 'title' in change ? { ...next, exhibition_slug: suggestedSlug(next.title) } : next,
  });
  const { form, edit, errors, field } = state;
  const title = exhibition ? exhibition.title : t('exhibitions.newTitle');
  useDocumentTitle(title);

  const onSubmit = () =>
    void state.submit((_form, body) =>
      saveRecord('exhibitions', exhibition, body, { create, update }, { saved: true }),
    );

  return (
    <EditForm
      state={state}
      onSubmit={onSubmit}
      header={{
        backTo: '/exhibitions',
        backLabel: t('sections.exhibitions.label'),
        title,
        badges: exhibition ? (
          <Badge tone={exhibitionTone[exhibition.status]}>{t(`artworks.exhibitionStatus.${exhibition.status}`)}</Badge>
        ) : null,
        actions: exhibition ? (
          <RecordActions storefrontUrl={exhibition.storefront_url} onDelete={state.askDelete} />
        ) : null,
      }}
      notice={state.notice?.saved ? <Alert tone="success">{t('exhibitions.saved')}</Alert> : null}
      isNew={!exhibition}
      createLabel={t('exhibitions.create')}
      deleteDialog={
        exhibition
          ? {
              title: t('exhibitions.deleteTitle', { title: exhibition.title }),
              body: t('exhibitions.deleteBody'),
              confirmLabel: t('exhibitions.deleteConfirm'),
              onConfirm: () =>
                void state.confirmDelete(() => remove(exhibition.id).unwrap(), {
                  to: '/exhibitions',
                  name: exhibition.title,
                }),
            }
          : undefined
      }
      side={
        <>
          <FormCard title={t('exhibitions.cards.when')}>
            <TextField label={t('exhibitions.fields.startDate')} {...field('start_date')} type="date" />
            <TextField
              label={t('exhibitions.fields.endDate')}
              {...field('end_date')}
              type="date"
              min={form.start_date || undefined}
              hint={t('exhibitions.hints.endDate')}
            />
            <TextField
              label={t('exhibitions.fields.venue')}
              {...field('venue')}
              placeholder={t('exhibitions.placeholders.venue')}
              optional
            />
            <SelectField
              label={t('exhibitions.fields.kind')}
              {...field('kind')}
              options={exhibitionKinds.map((k) => ({ value: k, label: t(`exhibitions.kind.${k}`) }))}
            />
            <CheckboxField
              label={t('exhibitions.fields.published')}
              description={t('exhibitions.hints.published')}
              name="published"
              checked={form.published}
              onChecked={(published) => edit({ published })}
            />
          </FormCard>
          <FormCard title={t('exhibitions.cards.image')}>
            <MediaField
              label={t('exhibitions.fields.image')}
              name="image_id"
              value={form.image}
              onChange={(image) => edit({ image })}
              error={errors.image_id}
              aspect="16 / 9"
            />
          </FormCard>
          {exhibition?.application_count ? (
            <FormCard title={t('exhibitions.cards.applications')}>
              <Link to={`/applications?exhibition=${exhibition.id}`}>
                {t('exhibitions.applications', { count: exhibition.application_count })}
              </Link>
            </FormCard>
          ) : null}
        </>
      }
    >
      <FormCard title={t('exhibitions.cards.about')}>
        <TextField label={t('exhibitions.fields.title')} {...field('title')} maxLength={200} />
        <SlugField
          label={t('exhibitions.fields.slug')}
          name="exhibition_slug"
          value={form.exhibition_slug}
          onValue={(v) => edit({ exhibition_slug: v, slugEdited: true })}
          prefix="/exhibitions/"
          error={errors.exhibition_slug}
          hint={t('exhibitions.hints.slug')}
        />
        <TextAreaField
          label={t('exhibitions.fields.shortDescription')}
          {...field('short_description')}
          hint={t('exhibitions.hints.shortDescription')}
        />
        <RichTextEditor
          label={t('exhibitions.fields.fullDescription')}
          name="full_description"
          value={form.full_description}
          onChange={(html) => edit({ full_description: html })}
          error={errors.full_description}
        />
      </FormCard>
      <FormCard title={t('exhibitions.cards.hang')} description={t('exhibitions.hints.hang')}>
        <ArtworkPicker
          label={t('exhibitions.fields.artworks')}
          name="artwork_ids"
          value={form.artworks}
          onChange={(artworks) => edit({ artworks })}
          error={errors.artwork_ids ?? Object.entries(errors).find(([k]) => k.startsWith('artwork_ids.'))?.[1]}
          max={500}
        />
      </FormCard>
    </EditForm>
  );
}
