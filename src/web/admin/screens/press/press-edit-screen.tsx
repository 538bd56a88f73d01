import { todayInMuscat } from '#shared/muscat-day.ts';
import type { ManagedMedia, ManagedPress } from '#shared/api/manage.ts';
import { newPressBody, type NewPressBody } from '#shared/api/manage-press.ts';
import { useCreatePressArticleMutation } from '../../endpoints/create-press.ts';
import { useDeletePressArticleMutation } from '../../endpoints/delete-press.ts';
import { useGetPressArticleQuery } from '../../endpoints/get-press-article.ts';
import { useUpdatePressArticleMutation } from '../../endpoints/update-press.ts';
import { EditForm, RecordActions, RecordEditScreen, saveRecord, useEditForm } from '../../components/edit-form.tsx';
import { FormCard, TextField } from '../../components/form.tsx';
import { MediaField } from '../../components/media.tsx';
import { Alert, useDocumentTitle } from '../../components/ui.tsx';
import { t } from '../../lib/i18n.ts';

interface PressForm {
  article_title: string;
  press_name: string;
  published_on: string;
  image: ManagedMedia | null;
  press_logo: ManagedMedia | null;
  pdf: ManagedMedia | null;
}

// Dated by the gallery's clock: between midnight and 04:00 in Muscat it is still yesterday in UTC.
const today = () => todayInMuscat();

function toForm(p: ManagedPress): PressForm {
  return {
    article_title: p.article_title,
    press_name: p.press_name,
    published_on: p.published_on,
    image: p.image,
    press_logo: p.press_logo,
    pdf: p.pdf,
  };
}

/** What a save sends, checked by the API's own schema before it goes. */
function toBody(f: PressForm): NewPressBody {
  return {
    article_title: f.article_title,
    press_name: f.press_name,
    published_on: f.published_on,
    image_id: f.image?.id ?? null,
    press_logo_id: f.press_logo?.id ?? null,
    pdf_id: f.pdf?.id ?? null,
  };
}

/** /admin/press/new and /admin/press/:id */
export function PressEditScreen() {
  return (
    <RecordEditScreen section="press" entity="press_article" useQuery={useGetPressArticleQuery}>
      {(article: ManagedPress | null) => <PressEditor article={article} />}
    </RecordEditScreen>
  );
}

function PressEditor({ article }: { article: ManagedPress | null }) {
  const [create, created] = useCreatePressArticleMutation();
  const [update, updated] = useUpdatePressArticleMutation();
  const [remove, removed] = useDeletePressArticleMutation();
  const state = useEditForm<PressForm, { saved?: boolean }, NewPressBody>({
    initial: () =>
      article
        ? toForm(article)
        : { article_title: '', press_name: '', published_on: today(), image: null, press_logo: null, pdf: null },
    schema: newPressBody,
    toBody,
    saving: [created, updated],
    removing: removed,
  });
  const { form, edit, errors, field } = state;
  const title = article ? article.article_title : t('press.newTitle');
  useDocumentTitle(title);

  const onSubmit = () =>
    void state.submit((_form, body) => saveRecord('press', article, body, { create, update }, { saved: true }));

  return (
    <EditForm
      state={state}
      onSubmit={onSubmit}
      header={{
        backTo: '/press',
        backLabel: t('sections.press.label'),
        title,
        actions: article ? <RecordActions onDelete={state.askDelete} /> : null,
      }}
      notice={state.notice?.saved ? <Alert tone="success">{t('press.saved')}</Alert> : null}
      isNew={!article}
      createLabel={t('press.create')}
      deleteDialog={
        article
          ? {
              title: t('press.deleteTitle', { title: article.article_title }),
              body: t('press.deleteBody'),
              confirmLabel: t('press.deleteConfirm'),
              onConfirm: () =>
                void state.confirmDelete(() => remove(article.id).unwrap(), {
                  to: '/press',
                  name: article.article_title,
                }),
            }
          : undefined
      }
      side={
        <FormCard title={t('press.cards.pictures')}>
          <MediaField
            label={t('press.fields.image')}
            name="image_id"
            value={form.image}
            onChange={(image) => edit({ image })}
            error={errors.image_id}
            aspect="3 / 2"
          />
          <MediaField
            label={t('press.fields.logo')}
            name="press_logo_id"
            value={form.press_logo}
            onChange={(press_logo) => edit({ press_logo })}
            error={errors.press_logo_id}
            aspect="3 / 1"
            hint={t('press.hints.logo')}
          />
        </FormCard>
      }
    >
      <FormCard title={t('press.cards.article')}>
        <TextField label={t('press.fields.title')} {...field('article_title')} maxLength={300} />
        <div className="adm-form-row">
          <TextField
            label={t('press.fields.pressName')}
            {...field('press_name')}
            placeholder={t('press.placeholders.pressName')}
            maxLength={120}
          />
          <TextField label={t('press.fields.publishedOn')} {...field('published_on')} type="date" />
        </div>
        <MediaField
          label={t('press.fields.pdf')}
          kind="pdf"
          name="pdf_id"
          value={form.pdf}
          onChange={(pdf) => edit({ pdf })}
          error={errors.pdf_id}
          hint={t('press.hints.pdf')}
        />
      </FormCard>
    </EditForm>
  );
}
