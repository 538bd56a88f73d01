import type { ManagedArtwork } from '#shared/api/manage.ts';
import { formatRials } from '#shared/money.ts';
import { artworkAvailabilities, artworkOrientations, editionTypes } from '#shared/api/manage.ts';
import { discountedPrice } from '#shared/money.ts';
import { useCreateArtworkMutation } from '../../endpoints/create-artwork.ts';
import { useDeleteArtworkMutation } from '../../endpoints/delete-artwork.ts';
import { useGetArtworkQuery } from '../../endpoints/get-artwork.ts';
import { useUpdateArtworkMutation } from '../../endpoints/update-artwork.ts';
import {
  EditForm,
  RecordActions,
  RecordGate,
  saveRecord,
  sectionNotFound,
  useEditForm,
  useRecordParam,
  WithTranslations,
} from '../../components/edit-form.tsx';
import { CheckboxField, FormCard, SelectField, SlugField, TextAreaField, TextField } from '../../components/form.tsx';
import { ImageGallery } from '../../components/image-gallery.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { TagInput } from '../../components/tag-input.tsx';
import { Alert, Badge, useDocumentTitle } from '../../components/ui.tsx';
import { adminLanguage, t } from '../../lib/i18n.ts';
import type { NewArtworkBody } from '#shared/api/manage-artworks.ts';
import { suggestedSlug } from '#shared/slugs.ts';
import { omrToBaisa } from '../../lib/rials.ts';
import {
  artworkBody,
  artworkToForm,
  emptyArtwork,
  artworkFormBody,
  artworkWords,
  type ArtworkFormValues,
} from './artwork-form-model.ts';
import { VariationsEditor } from './variations-editor.tsx';
import { LabelTranslations } from '../../components/label-translations.tsx';
import { ArtistPicker, ExhibitionsPicker } from '../../components/record-pickers.tsx';

/** /admin/artworks/new and /admin/artworks/:id */
export function ArtworkEditScreen() {
  const { isNew, invalid, query } = useRecordParam(useGetArtworkQuery);
  return (
    <RecordGate query={query} isNew={isNew} invalid={invalid} notFound={sectionNotFound('artworks')}>
      {/* A new version from the server (after a save) starts the form again from what was saved. */}
      {(artwork) => (
        <WithTranslations
          of={artwork ? { entity: 'artwork', id: artwork.id } : null}
          after={artwork ? <LabelTranslations artwork={artwork} /> : null}
        >
          <ArtworkEditor key={artwork ? `${artwork.id}:${artwork.updated_at}` : 'new'} artwork={artwork} />
        </WithTranslations>
      )}
    </RecordGate>
  );
}

interface Notice {
  saved?: 'published' | 'draft';
}

export function ArtworkEditor({ artwork }: { artwork: ManagedArtwork | null }) {
  const [create, created] = useCreateArtworkMutation();
  const [update, updated] = useUpdateArtworkMutation();
  const [remove, removed] = useDeleteArtworkMutation();
  const state = useEditForm<ArtworkFormValues, Notice, NewArtworkBody>({
    initial: () => (artwork ? artworkToForm(artwork) : emptyArtwork()),
    schema: artworkFormBody,
    // The status is the button's (Publish or Save draft), set as the body is sent.
    toBody: (form) => artworkBody(form, 'draft'),
    own: artworkWords,
    saving: [created, updated],
    removing: removed,
    derive: (previous, next, change) =>
      'name' in change && !previous.slugEdited ? { ...next, product_slug: suggestedSlug(next.name) } : next,
  });
  const { form: values, setForm: setValues, errors, notice, field } = state;
  const saving = state.busy;
  const status = artwork?.status ?? 'draft';
  useDocumentTitle(artwork ? artwork.name : t('artworks.newTitle'));

  const set = <K extends keyof ArtworkFormValues>(key: K, value: ArtworkFormValues[K]) =>
    state.edit({ [key]: value } as Partial<ArtworkFormValues>);

  const save = (nextStatus: 'published' | 'draft') =>
    // The page starts again from what the server saved (a slug made from the name, sanitised text).
    void state.submit(async (_form, checked) =>
      saveRecord('artworks', artwork, { ...checked, status: nextStatus }, { create, update }, {
        saved: nextStatus,
      } satisfies Notice),
    );

  const price = omrToBaisa(values.price);
  const discount = Number(values.discount);
  const finalPrice =
    price !== null && Number.isInteger(discount) && discount > 0 && discount <= 100
      ? discountedPrice(price, discount)
      : null;
  return (
    <EditForm
      state={state}
      onSubmit={() => save(status)}
      header={{
        backTo: '/artworks',
        backLabel: t('sections.artworks.label'),
        title: artwork ? artwork.name : t('artworks.newTitle'),
        badges: (
          <>
            <Badge tone={status === 'published' ? 'success' : 'muted'}>{t(`artworks.status.${status}`)}</Badge>
            {artwork && artwork.availability !== 'available' ? (
              <Badge tone="accent">{t(`artworks.availability.${artwork.availability}`)}</Badge>
            ) : null}
          </>
        ),
        actions: artwork ? (
          <RecordActions
            storefrontUrl={artwork.status === 'published' ? artwork.storefront_url : null}
            onDelete={state.askDelete}
          />
        ) : null,
      }}
      notice={
        notice?.saved ? (
          <Alert tone="success">
            {notice.saved === 'published' ? t('artworks.savedPublished') : t('artworks.savedDraft')}{' '}
            {notice.saved === 'published' && artwork ? (
              <a href={artwork.storefront_url} target="_blank" rel="noreferrer">
                {t('form.viewOnStorefront')}
              </a>
            ) : null}
          </Alert>
        ) : null
      }
      saveButtons={
        status === 'published' ? (
          <>
            <button
              type="button"
              className="adm-button adm-button--secondary"
              disabled={saving}
              onClick={() => save('draft')}
            >
              {t('artworks.unpublish')}
            </button>
            <button type="submit" className="adm-button adm-button--primary" disabled={saving}>
              {saving ? t('form.saving') : t('form.save')}
            </button>
          </>
        ) : (
          <>
            <button type="submit" className="adm-button adm-button--secondary" disabled={saving}>
              {saving ? t('form.saving') : t('artworks.saveDraft')}
            </button>
            <button
              type="button"
              className="adm-button adm-button--primary"
              disabled={saving}
              onClick={() => save('published')}
            >
              {t('artworks.publish')}
            </button>
          </>
        )
      }
      deleteDialog={
        artwork
          ? {
              title: t('artworks.deleteTitle', { name: artwork.name }),
              body: t('artworks.deleteBody'),
              confirmLabel: t('artworks.deleteConfirm'),
              onConfirm: () =>
                void state.confirmDelete(() => remove(artwork.id).unwrap(), { to: '/artworks', name: artwork.name }),
            }
          : undefined
      }
      side={
        <>
          <FormCard title={t('artworks.cards.status')}>
            <p className="adm-status-line">
              <Badge tone={status === 'published' ? 'success' : 'muted'}>{t(`artworks.status.${status}`)}</Badge>
              <span className="adm-muted">
                {status === 'published' ? t('artworks.hints.published') : t('artworks.hints.draft')}
              </span>
            </p>
            <CheckboxField
              label={t('artworks.fields.isNew')}
              description={t('artworks.hints.isNew')}
              checked={values.is_new}
              onChecked={(v) => set('is_new', v)}
              name="is_new"
            />
          </FormCard>

          <FormCard title={t('artworks.cards.organisation')}>
            <ArtistPicker
              label={t('artworks.fields.artist')}
              name="artist_id"
              value={values.artist_id ? Number(values.artist_id) : null}
              onChange={(id) => set('artist_id', id === null ? '' : String(id))}
              known={artwork?.artist ? [{ id: artwork.artist.id, label: artwork.artist.full_name }] : []}
              error={errors.artist_id}
            />
            <ExhibitionsPicker
              label={t('artworks.fields.exhibitions')}
              name="exhibition_ids"
              placeholder={t('artworks.searchExhibitions')}
              value={values.exhibition_ids}
              onChange={(ids) => set('exhibition_ids', ids)}
              known={(artwork?.exhibitions ?? []).map((e) => ({ id: e.id, label: e.exhibition_title }))}
              error={errors.exhibition_ids}
              hint={t('artworks.hints.exhibitions')}
            />
            <TagInput
              label={t('artworks.fields.categories')}
              name="categories"
              values={values.categories}
              onValues={(v) => set('categories', v)}
              placeholder={t('artworks.placeholders.categories')}
              error={errors.categories ?? errors['categories.0']}
            />
            <TagInput
              label={t('artworks.fields.tags')}
              name="tags"
              values={values.tags}
              onValues={(v) => set('tags', v)}
              placeholder={t('artworks.placeholders.tags')}
              error={errors.tags ?? errors['tags.0']}
            />
          </FormCard>

          <FormCard title={t('artworks.cards.affiliate')}>
            <TextField
              label={t('artworks.fields.affiliateLink')}
              {...field('affiliate_link')}
              type="url"
              inputMode="url"
              placeholder="https://"
              hint={t('artworks.hints.affiliate')}
              optional
            />
          </FormCard>
        </>
      }
    >
      <FormCard title={t('artworks.cards.basics')}>
        <TextField label={t('artworks.fields.name')} {...field('name')} maxLength={200} />
        <SlugField
          label={t('artworks.fields.slug')}
          name="product_slug"
          value={values.product_slug}
          onValue={(v) => {
            set('product_slug', v);
            setValues((x) => ({ ...x, slugEdited: true }));
          }}
          prefix="/arts/"
          error={errors.product_slug}
          hint={t('artworks.hints.slug')}
        />
        <TextAreaField
          label={t('artworks.fields.shortDescription')}
          {...field('short_description')}
          hint={t('artworks.hints.shortDescription', { n: values.short_description.length })}
          rows={3}
        />
        <RichTextEditor
          label={t('artworks.fields.fullDescription')}
          name="full_description"
          value={values.full_description}
          onChange={(html) => set('full_description', html)}
          error={errors.full_description}
        />
      </FormCard>

      <FormCard title={t('artworks.cards.images')} description={t('artworks.hints.images')}>
        <ImageGallery
          label={t('artworks.fields.images')}
          name="images"
          images={values.images}
          featureId={values.feature_image_id}
          onImages={(next) => setValues((v) => ({ ...v, images: typeof next === 'function' ? next(v.images) : next }))}
          onFeature={(id) => set('feature_image_id', id)}
          error={
            errors.images ??
            errors.feature_image_id ??
            Object.entries(errors).find(([k]) => k.startsWith('images.'))?.[1]
          }
        />
      </FormCard>

      <FormCard title={t('artworks.cards.pricing')}>
        <div className="adm-form-row">
          <TextField
            label={t('artworks.fields.price')}
            {...field('price')}
            prefix={t('common.rials')}
            inputMode="decimal"
            placeholder="0.000"
            hint={t('artworks.hints.price')}
          />
          <TextField
            label={t('artworks.fields.discount')}
            {...field('discount')}
            suffix="%"
            inputMode="numeric"
            hint={
              finalPrice !== null
                ? t('artworks.hints.afterDiscount', { price: formatRials(finalPrice, adminLanguage()) })
                : t('artworks.hints.discount')
            }
          />
        </div>
        <TextField label={t('artworks.fields.sku')} {...field('sku')} optional maxLength={64} />
      </FormCard>

      <FormCard title={t('artworks.cards.stock')} description={t('artworks.hints.stock')}>
        <div className="adm-form-row">
          <TextField label={t('artworks.fields.stock')} {...field('stock')} inputMode="numeric" />
          <SelectField
            label={t('artworks.fields.availability')}
            {...field('availability')}
            options={artworkAvailabilities.map((a) => ({ value: a, label: t(`artworks.availability.${a}`) }))}
          />
        </div>
        <VariationsEditor variations={values.variations} onChange={(next) => set('variations', next)} errors={errors} />
      </FormCard>

      <FormCard title={t('artworks.cards.details')}>
        <div className="adm-form-row">
          {(['medium', 'support'] as const).map((name) => (
            <TextField
              key={name}
              label={t(`artworks.fields.${name}`)}
              {...field(name)}
              placeholder={t(`artworks.placeholders.${name}`)}
              optional
            />
          ))}
        </div>
        <div className="adm-form-row adm-form-row--3">
          {(['width', 'height', 'depth'] as const).map((side) => (
            <TextField
              key={side}
              label={t(`artworks.fields.${side}`)}
              {...field(`${side}_cm`)}
              suffix="cm"
              inputMode="decimal"
              optional
            />
          ))}
        </div>
        <div className="adm-form-row">
          <SelectField
            label={t('artworks.fields.orientation')}
            {...field('orientation')}
            options={[
              { value: '' as const, label: t('artworks.notSet') },
              ...artworkOrientations.map((o) => ({ value: o, label: t(`artworks.orientation.${o}`) })),
            ]}
          />
          <TextField
            label={t('artworks.fields.year')}
            {...field('year')}
            inputMode="numeric"
            placeholder="2025"
            optional
          />
        </div>
        <SelectField
          label={t('artworks.fields.rating')}
          {...field('rating')}
          options={['0', '1', '2', '3', '4', '5'].map((n) => ({
            value: n,
            label: t('artworks.rating', { count: Number(n) }),
          }))}
          hint={t('artworks.hints.rating')}
          className="adm-field--narrow"
        />
        <fieldset className="adm-fieldset adm-field" data-field="edition_type">
          <legend className="adm-label">{t('artworks.fields.edition')}</legend>
          <div className="adm-segmented">
            {editionTypes.map((type) => (
              <label key={type} className="adm-segment" data-checked={values.edition_type === type || undefined}>
                <input
                  type="radio"
                  name="edition_type"
                  value={type}
                  checked={values.edition_type === type}
                  onChange={() => set('edition_type', type)}
                />
                {t(`artworks.edition.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {values.edition_type === 'limited' ? (
          <div className="adm-form-row">
            <TextField label={t('artworks.fields.editionNumber')} {...field('edition_number')} inputMode="numeric" />
            <TextField
              label={t('artworks.fields.editionSize')}
              {...field('edition_size')}
              inputMode="numeric"
              hint={t('artworks.hints.editionSize')}
            />
          </div>
        ) : null}
        <CheckboxField
          label={t('artworks.fields.framed')}
          description={t('artworks.hints.framed')}
          checked={values.framed}
          onChecked={(v) => set('framed', v)}
          name="framed"
        />
      </FormCard>
    </EditForm>
  );
}
