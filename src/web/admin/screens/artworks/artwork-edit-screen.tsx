import type { ManagedArtwork } from '#shared/api/manage.ts';
import { formatRials } from '#shared/money.ts';
import { artworkAvailabilities, artworkOrientations, editionTypes } from '#shared/api/manage.ts';
import { discountedPrice } from '#shared/money.ts';
import { useCreateArtworkMutation } from '../../endpoints/create-artwork.ts';
import { useDeleteArtworkMutation } from '../../endpoints/delete-artwork.ts';
import { useGetArtworkQuery } from '../../endpoints/get-artwork.ts';
import { useUpdateArtworkMutation } from '../../endpoints/update-artwork.ts';
import {
  DeleteButton,
  EditForm,
  RecordGate,
  WithTranslations,
  StorefrontLink,
  useEditForm,
  useRecordParam,
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
    <RecordGate
      query={query}
      isNew={isNew}
      invalid={invalid}
      notFound={{ title: t('artworks.notFound'), backTo: '/artworks', backLabel: t('artworks.backToList') }}
    >
      {/* A new version from the server (after a save) starts the form again from what was kept. */}
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
  const { form: values, setForm: setValues, errors, notice } = state;
  const saving = state.busy;
  const status = artwork?.status ?? 'draft';
  useDocumentTitle(artwork ? artwork.name : t('artworks.newTitle'));

  const set = <K extends keyof ArtworkFormValues>(key: K, value: ArtworkFormValues[K]) =>
    state.edit({ [key]: value } as Partial<ArtworkFormValues>);

  const save = (nextStatus: 'published' | 'draft') =>
    void state.submit(async (_form, checked) => {
      const body = { ...checked, status: nextStatus };
      // The stamp it was loaded with: the server refuses the save if a sale or a colleague changed it since.
      const saved = artwork
        ? await update({ id: artwork.id, body: { ...body, updated_at: artwork.updated_at } }).unwrap()
        : await create(body).unwrap();
      // Start again from what the server kept (a slug made from the name, sanitised text).
      return { to: `/artworks/${saved.id}`, state: { saved: nextStatus } satisfies Notice };
    });

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
          <>
            {artwork.status === 'published' ? <StorefrontLink href={artwork.storefront_url} /> : null}
            <DeleteButton onClick={state.askDelete} />
          </>
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
              name="affiliate_link"
              value={values.affiliate_link}
              onValue={(v) => set('affiliate_link', v)}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={errors.affiliate_link}
              hint={t('artworks.hints.affiliate')}
              optional
            />
          </FormCard>
        </>
      }
    >
      <FormCard title={t('artworks.cards.basics')}>
        <TextField
          label={t('artworks.fields.name')}
          name="name"
          value={values.name}
          onValue={(v) => set('name', v)}
          error={errors.name}
          maxLength={200}
        />
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
          name="short_description"
          value={values.short_description}
          onValue={(v) => set('short_description', v)}
          error={errors.short_description}
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
            name="price"
            value={values.price}
            onValue={(v) => set('price', v)}
            prefix={t('common.rials')}
            inputMode="decimal"
            placeholder="0.000"
            error={errors.price}
            hint={t('artworks.hints.price')}
          />
          <TextField
            label={t('artworks.fields.discount')}
            name="discount"
            value={values.discount}
            onValue={(v) => set('discount', v)}
            suffix="%"
            inputMode="numeric"
            error={errors.discount}
            hint={
              finalPrice !== null
                ? t('artworks.hints.afterDiscount', { price: formatRials(finalPrice, adminLanguage()) })
                : t('artworks.hints.discount')
            }
          />
        </div>
        <TextField
          label={t('artworks.fields.sku')}
          name="sku"
          value={values.sku}
          onValue={(v) => set('sku', v)}
          error={errors.sku}
          optional
          maxLength={64}
        />
      </FormCard>

      <FormCard title={t('artworks.cards.stock')} description={t('artworks.hints.stock')}>
        <div className="adm-form-row">
          <TextField
            label={t('artworks.fields.stock')}
            name="stock"
            value={values.stock}
            onValue={(v) => set('stock', v)}
            inputMode="numeric"
            error={errors.stock}
          />
          <SelectField
            label={t('artworks.fields.availability')}
            name="availability"
            value={values.availability}
            onValue={(v) => set('availability', v)}
            options={artworkAvailabilities.map((a) => ({ value: a, label: t(`artworks.availability.${a}`) }))}
            error={errors.availability}
          />
        </div>
        <VariationsEditor variations={values.variations} onChange={(next) => set('variations', next)} errors={errors} />
      </FormCard>

      <FormCard title={t('artworks.cards.details')}>
        <div className="adm-form-row">
          <TextField
            label={t('artworks.fields.medium')}
            name="medium"
            value={values.medium}
            onValue={(v) => set('medium', v)}
            error={errors.medium}
            placeholder={t('artworks.placeholders.medium')}
            optional
          />
          <TextField
            label={t('artworks.fields.support')}
            name="support"
            value={values.support}
            onValue={(v) => set('support', v)}
            error={errors.support}
            placeholder={t('artworks.placeholders.support')}
            optional
          />
        </div>
        <div className="adm-form-row adm-form-row--3">
          <TextField
            label={t('artworks.fields.width')}
            name="width_cm"
            value={values.width_cm}
            onValue={(v) => set('width_cm', v)}
            suffix="cm"
            inputMode="decimal"
            error={errors.width_cm}
            optional
          />
          <TextField
            label={t('artworks.fields.height')}
            name="height_cm"
            value={values.height_cm}
            onValue={(v) => set('height_cm', v)}
            suffix="cm"
            inputMode="decimal"
            error={errors.height_cm}
            optional
          />
          <TextField
            label={t('artworks.fields.depth')}
            name="depth_cm"
            value={values.depth_cm}
            onValue={(v) => set('depth_cm', v)}
            suffix="cm"
            inputMode="decimal"
            error={errors.depth_cm}
            optional
          />
        </div>
        <div className="adm-form-row">
          <SelectField
            label={t('artworks.fields.orientation')}
            name="orientation"
            value={values.orientation}
            onValue={(v) => set('orientation', v)}
            options={[
              { value: '' as const, label: t('artworks.notSet') },
              ...artworkOrientations.map((o) => ({ value: o, label: t(`artworks.orientation.${o}`) })),
            ]}
            error={errors.orientation}
          />
          <TextField
            label={t('artworks.fields.year')}
            name="year"
            value={values.year}
            onValue={(v) => set('year', v)}
            inputMode="numeric"
            placeholder="2025"
            error={errors.year}
            optional
          />
        </div>
        <SelectField
          label={t('artworks.fields.rating')}
          name="rating"
          value={values.rating}
          onValue={(v) => set('rating', v)}
          options={['0', '1', '2', '3', '4', '5'].map((n) => ({
            value: n,
            label: t('artworks.rating', { count: Number(n) }),
          }))}
          error={errors.rating}
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
            <TextField
              label={t('artworks.fields.editionNumber')}
              name="edition_number"
              value={values.edition_number}
              onValue={(v) => set('edition_number', v)}
              inputMode="numeric"
              error={errors.edition_number}
            />
            <TextField
              label={t('artworks.fields.editionSize')}
              name="edition_size"
              value={values.edition_size}
              onValue={(v) => set('edition_size', v)}
              inputMode="numeric"
              error={errors.edition_size}
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
