import { Link } from 'react-router';
import type { ManagedExhibition, ManagedMedia } from '#shared/api/manage.ts';
import { exhibitionKinds } from '#shared/api/manage.ts';
import { useCreateExhibitionMutation } from '../../endpoints/create-exhibition.ts';
import { useDeleteExhibitionMutation } from '../../endpoints/delete-exhibition.ts';
import { useGetExhibitionQuery } from '../../endpoints/get-exhibition.ts';
import { useUpdateExhibitionMutation } from '../../endpoints/update-exhibition.ts';
import { ArtworkPicker, type PickedArtwork } from '../../components/artwork-picker.tsx';
import {
  DeleteButton,
  EditForm,
  RecordGate,
  WithTranslations,
  StorefrontLink,
  useEditForm,
  useRecordParam,
} from '../../components/edit-form.tsx';
import { FormCard, SelectField, SlugField, TextAreaField, TextField } from '../../components/form.tsx';
import { MediaField } from '../../components/media.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { Alert, Badge, useDocumentTitle } from '../../components/ui.tsx';
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
  const { isNew, invalid, query } = useRecordParam(useGetExhibitionQuery);
  return (
    <RecordGate
      query={query}
      isNew={isNew}
      invalid={invalid}
      notFound={{ title: t.notFound, backTo: '/exhibitions', backLabel: t.backToList }}
    >
      {(exhibition) => (
        <WithTranslations of={exhibition ? { entity: 'exhibition', id: exhibition.id } : null}>
          <ExhibitionEditor
            key={exhibition ? `${exhibition.id}:${exhibition.updated_at}` : 'new'}
            exhibition={exhibition}
          />
        </WithTranslations>
      )}
    </RecordGate>
  );
}

function ExhibitionEditor({ exhibition }: { exhibition: ManagedExhibition | null }) {
  const [create, created] = useCreateExhibitionMutation();
  const [update, updated] = useUpdateExhibitionMutation();
  const [remove, removed] = useDeleteExhibitionMutation();
  const state = useEditForm<ExhibitionForm>({
    initial: () => (exhibition ? toForm(exhibition) : empty),
    validate,
    saving: [created, updated],
    removing: removed,
    derive: (previous, next, change) =>
      !previous.slugEdited && 'title' in change ? { ...next, exhibition_slug: slugify(next.title) } : next,
  });
  const { form, edit, errors } = state;
  const title = exhibition ? exhibition.title : t.newTitle;
  useDocumentTitle(title);

  const onSubmit = () =>
    void state.submit(async (f) => {
      const body = {
        title: f.title.trim(),
        exhibition_slug: f.exhibition_slug.trim(),
        short_description: f.short_description.trim(),
        full_description: f.full_description,
        image_id: f.image?.id ?? null,
        start_date: f.start_date,
        end_date: f.end_date,
        venue: f.venue.trim() || null,
        kind: f.kind,
        artwork_ids: f.artworks.map((a) => a.id),
      };
      // The stamp it was loaded with: the server refuses the save if a colleague changed it since.
      const result = exhibition
        ? await update({ id: exhibition.id, body: { ...body, updated_at: exhibition.updated_at } }).unwrap()
        : await create(body).unwrap();
      return { to: `/exhibitions/${result.id}`, state: { saved: true } };
    });

  return (
    <EditForm
      state={state}
      onSubmit={onSubmit}
      header={{
        backTo: '/exhibitions',
        backLabel: strings.sections.exhibitions.label,
        title,
        badges: exhibition ? (
          <Badge tone={exhibitionTone[exhibition.status]}>{strings.artworks.exhibitionStatus[exhibition.status]}</Badge>
        ) : null,
        actions: exhibition ? (
          <>
            <StorefrontLink href={exhibition.storefront_url} />
            <DeleteButton onClick={state.askDelete} />
          </>
        ) : null,
      }}
      notice={state.notice?.saved ? <Alert tone="success">{t.saved}</Alert> : null}
      isNew={!exhibition}
      createLabel={t.create}
      deleteDialog={
        exhibition
          ? {
              title: t.deleteTitle(exhibition.title),
              body: t.deleteBody,
              confirmLabel: t.deleteConfirm,
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
          <FormCard title={t.cards.when}>
            <TextField
              label={t.fields.startDate}
              name="start_date"
              type="date"
              value={form.start_date}
              onValue={(v) => edit({ start_date: v })}
              error={errors.start_date}
            />
            <TextField
              label={t.fields.endDate}
              name="end_date"
              type="date"
              value={form.end_date}
              min={form.start_date || undefined}
              onValue={(v) => edit({ end_date: v })}
              error={errors.end_date}
              hint={t.hints.endDate}
            />
            <TextField
              label={t.fields.venue}
              name="venue"
              value={form.venue}
              onValue={(v) => edit({ venue: v })}
              error={errors.venue}
              placeholder={t.placeholders.venue}
              optional
            />
            <SelectField
              label={t.fields.kind}
              name="kind"
              value={form.kind}
              onValue={(v) => edit({ kind: v })}
              options={exhibitionKinds.map((k) => ({ value: k, label: t.kind[k] }))}
              error={errors.kind}
            />
          </FormCard>
          <FormCard title={t.cards.image}>
            <MediaField
              label={t.fields.image}
              name="image_id"
              value={form.image}
              onChange={(image) => edit({ image })}
              error={errors.image_id}
              aspect="16 / 9"
            />
          </FormCard>
          {exhibition?.application_count ? (
            <FormCard title={t.cards.applications}>
              <Link to={`/applications?exhibition=${exhibition.id}`}>
                {t.applications(exhibition.application_count)}
              </Link>
            </FormCard>
          ) : null}
        </>
      }
    >
      <FormCard title={t.cards.about}>
        <TextField
          label={t.fields.title}
          name="title"
          value={form.title}
          onValue={(v) => edit({ title: v })}
          error={errors.title}
          maxLength={200}
        />
        <SlugField
          label={t.fields.slug}
          name="exhibition_slug"
          value={form.exhibition_slug}
          onValue={(v) => edit({ exhibition_slug: v, slugEdited: true })}
          prefix="/exhibitions/"
          error={errors.exhibition_slug}
          hint={t.hints.slug}
        />
        <TextAreaField
          label={t.fields.shortDescription}
          name="short_description"
          value={form.short_description}
          onValue={(v) => edit({ short_description: v })}
          error={errors.short_description}
          hint={t.hints.shortDescription}
        />
        <RichTextEditor
          label={t.fields.fullDescription}
          name="full_description"
          value={form.full_description}
          onChange={(html) => edit({ full_description: html })}
          error={errors.full_description}
        />
      </FormCard>
      <FormCard title={t.cards.hang} description={t.hints.hang}>
        <ArtworkPicker
          label={t.fields.artworks}
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
