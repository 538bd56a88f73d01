import { useParams } from 'react-router';
import type { ManagedMedia, ManagedPage } from '#shared/api/manage.ts';
import { pageBody, type PageBody } from '#shared/api/manage-pages.ts';
import { useGetPageQuery } from '../../endpoints/get-page.ts';
import { useSavePageMutation } from '../../endpoints/save-page.ts';
import { EditForm, RecordGate, StorefrontLink, useEditForm, WithTranslations } from '../../components/edit-form.tsx';
import { FormCard, TextField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { MediaField } from '../../components/media.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { PickedTranslations } from '../../components/translations-panel.tsx';
import { DragHandle, shiftItem, SortableList } from '../../components/sortable.tsx';
import { Alert, useDocumentTitle } from '../../components/ui.tsx';
import { t } from '../../lib/i18n.ts';
import { storefrontPathOfPage } from './page-paths.ts';

interface CardRow {
  key: number;
  /** A saved card's id, sent back so that it keeps its translations; none for a card added here. */
  id?: number;
  title: string;
  body: string;
  image: ManagedMedia | null;
  link: string;
}
interface PageForm {
  page_name: string;
  page_description: string;
  cards: CardRow[];
}

let cardKey = 1;

function toForm(page: ManagedPage): PageForm {
  return {
    page_name: page.page_name,
    page_description: page.page_description,
    cards: page.cards.map((c) => ({
      key: cardKey++,
      id: c.id,
      title: c.title,
      body: c.body,
      image: c.image,
      link: c.link ?? '',
    })),
  };
}

/** What a save sends (without the stamp), checked by the API's own schema before it goes. */
function toBody(f: PageForm) {
  return {
    page_name: f.page_name,
    page_description: f.page_description,
    cards: f.cards.map((c, position) => ({
      id: c.id,
      title: c.title,
      body: c.body,
      image_id: c.image?.id ?? null,
      link: c.link.trim() || null,
      position,
    })),
  };
}

/** /admin/pages/:slug */
export function PageEditScreen() {
  const { slug = '' } = useParams();
  // Afresh each time, like every record form: a cached copy's stamp may predate a colleague's save.
  const query = useGetPageQuery(slug, { refetchOnMountOrArgChange: true });
  return (
    <RecordGate
      query={query}
      notFound={{ title: t('pages.notFound'), backTo: '/pages', backLabel: t('pages.backToList') }}
    >
      {(page) =>
        page ? (
          <WithTranslations
            // A page not written yet has nothing to translate.
            of={page.exists ? { entity: 'page', id: page.slug } : null}
            after={
              page.cards.length ? (
                <PickedTranslations
                  heading={t('pages.cardTranslationsTitle')}
                  intro={t('pages.cardTranslationsIntro')}
                  pickLabel={t('pages.translateCard')}
                  entity="page_card"
                  records={page.cards.map((card, i) => ({
                    id: card.id,
                    label: card.title || t('pages.cardN', { n: i + 1 }),
                  }))}
                />
              ) : null
            }
          >
            <PageEditor key={`${page.slug}:${page.updated_at}`} page={page} />
          </WithTranslations>
        ) : null
      }
    </RecordGate>
  );
}

function PageEditor({ page }: { page: ManagedPage }) {
  const [save, saving] = useSavePageMutation();
  const state = useEditForm<PageForm, { saved?: boolean }, PageBody>({
    initial: () => toForm(page),
    schema: pageBody,
    toBody,
    saving: [saving],
  });
  const { form, edit, errors, field } = state;
  useDocumentTitle(page.page_name || t('pages.untitled'));
  const path = storefrontPathOfPage(page.slug);
  const editCard = (index: number, change: Partial<CardRow>) =>
    edit({ cards: form.cards.map((c, i) => (i === index ? { ...c, ...change } : c)) });

  const onSubmit = () =>
    void state.submit(async (_form, body) => {
      // The stamp it was loaded with (null before its first save): a colleague's save since is not overwritten.
      await save({ slug: page.slug, body: { ...body, updated_at: page.updated_at } }).unwrap();
      return { to: `/pages/${page.slug}`, state: { saved: true } };
    });

  return (
    <EditForm
      state={state}
      onSubmit={onSubmit}
      header={{
        backTo: '/pages',
        backLabel: t('sections.pages.label'),
        title: page.page_name || t('pages.untitled'),
        actions: path ? <StorefrontLink href={path} /> : null,
      }}
      notice={state.notice?.saved ? <Alert tone="success">{t('pages.saved')}</Alert> : null}
    >
      <FormCard title={t('pages.cards.text')}>
        <TextField label={t('pages.fields.name')} {...field('page_name')} maxLength={200} />
        <RichTextEditor
          label={t('pages.fields.text')}
          name="page_description"
          value={form.page_description}
          onChange={(html) => edit({ page_description: html })}
          error={errors.page_description}
          minHeight={260}
        />
      </FormCard>
      <FormCard
        title={t('pages.cards.cards')}
        description={t('pages.cardsIntro')}
        actions={
          <button
            type="button"
            className="adm-button adm-button--secondary adm-button--small"
            onClick={() =>
              edit({ cards: [...form.cards, { key: cardKey++, title: '', body: '', image: null, link: '' }] })
            }
          >
            <Icon name="plus" size={16} />
            {t('pages.addCard')}
          </button>
        }
      >
        {form.cards.length ? (
          <SortableList
            items={form.cards}
            idOf={(c) => c.key}
            onReorder={(cards) => edit({ cards })}
            className="adm-sort-list"
            renderItem={(card, i, { handle }) => (
              <div className="adm-panel">
                <div className="adm-panel-head">
                  <DragHandle
                    handle={handle}
                    label={`${t('form.dragToReorder')}: ${card.title || t('pages.cardN', { n: i + 1 })}`}
                  />
                  <span className="adm-panel-title">{card.title || t('pages.cardN', { n: i + 1 })}</span>
                  <div className="adm-sort-row-actions">
                    <button
                      type="button"
                      className="adm-icon-button adm-icon-button--small"
                      aria-label={`${t('form.moveUp')}: ${card.title || t('pages.cardN', { n: i + 1 })}`}
                      disabled={i === 0}
                      onClick={() => edit({ cards: shiftItem(form.cards, i, -1) })}
                    >
                      <Icon name="chevronUp" size={16} />
                    </button>
                    <button
                      type="button"
                      className="adm-icon-button adm-icon-button--small"
                      aria-label={`${t('form.moveDown')}: ${card.title || t('pages.cardN', { n: i + 1 })}`}
                      disabled={i === form.cards.length - 1}
                      onClick={() => edit({ cards: shiftItem(form.cards, i, 1) })}
                    >
                      <Icon name="chevronDown" size={16} />
                    </button>
                    <button
                      type="button"
                      className="adm-icon-button adm-icon-button--small adm-icon-button--danger"
                      aria-label={`${t('form.remove')}: ${card.title || t('pages.cardN', { n: i + 1 })}`}
                      onClick={() => edit({ cards: form.cards.filter((_, x) => x !== i) })}
                    >
                      <Icon name="trash" size={16} />
                    </button>
                  </div>
                </div>
                <div className="adm-form-row">
                  <TextField
                    label={t('pages.fields.cardTitle')}
                    name={`cards.${i}.title`}
                    value={card.title}
                    onValue={(v) => editCard(i, { title: v })}
                    error={errors[`cards.${i}.title`]}
                    maxLength={200}
                  />
                  <TextField
                    label={t('pages.fields.cardLink')}
                    name={`cards.${i}.link`}
                    value={card.link}
                    onValue={(v) => editCard(i, { link: v })}
                    error={errors[`cards.${i}.link`]}
                    placeholder="/arts"
                    optional
                  />
                </div>
                <MediaField
                  label={t('pages.fields.cardImage')}
                  value={card.image}
                  onChange={(image) => editCard(i, { image })}
                  error={errors[`cards.${i}.image_id`]}
                  name={`cards.${i}.image_id`}
                />
                <RichTextEditor
                  label={t('pages.fields.cardBody')}
                  name={`cards.${i}.body`}
                  value={card.body}
                  onChange={(body) => editCard(i, { body })}
                  error={errors[`cards.${i}.body`]}
                  minHeight={100}
                />
              </div>
            )}
          />
        ) : (
          <p className="adm-muted">{t('pages.noCards')}</p>
        )}
      </FormCard>
    </EditForm>
  );
}
