import { useId } from 'react';
import type { ManagedMedia } from '#shared/api/manage.ts';
import { t } from '../lib/i18n.ts';
import { Icon } from './icons.tsx';
import { DropZone, MediaThumb, UploadProgress, useUploads } from './media.tsx';
import { DragHandle, shiftItem, SortableList } from './sortable.tsx';

/**
 * An artwork's images: dropped or picked files are uploaded at once, then reordered by dragging
 * (or with the arrow buttons), and one is chosen as the feature image. With no choice the first
 * image is the feature image, as the server does.
 */
export function ImageGallery({
  label,
  images,
  featureId,
  onImages,
  onFeature,
  error,
  name,
}: {
  label: string;
  images: ManagedMedia[];
  featureId: number | null;
  onImages: (next: ManagedMedia[] | ((images: ManagedMedia[]) => ManagedMedia[])) => void;
  onFeature: (id: number | null) => void;
  error?: string;
  name?: string;
}) {
  const labelId = useId();
  // Uploads finish one by one; each adds to the list as it is then, not as it was when they began.
  const uploads = useUploads('image', (media) => onImages((list) => [...list, media]));
  const feature = featureId !== null && images.some((i) => i.id === featureId) ? featureId : (images[0]?.id ?? null);

  const remove = (id: number) => {
    onImages(images.filter((i) => i.id !== id));
    if (featureId === id) onFeature(null);
  };

  return (
    <div className="adm-field" data-field={name} data-invalid={error ? true : undefined}>
      <span className="adm-label" id={labelId}>
        {label}
      </span>
      {images.length ? (
        <SortableList
          items={images}
          idOf={(i) => i.id}
          onReorder={onImages}
          layout="grid"
          className="adm-gallery"
          renderItem={(image, index, { handle, isDragging }) => {
            const isFeature = image.id === feature;
            const position = t('media.imageOf', { n: index + 1, total: images.length });
            return (
              <figure
                className="adm-gallery-tile"
                data-feature={isFeature || undefined}
                data-dragging={isDragging || undefined}
                aria-label={position}
              >
                <div className="adm-gallery-image">
                  <MediaThumb media={image} alt={image.alt ?? position} />
                  {isFeature ? (
                    <span className="adm-gallery-badge">
                      <Icon name="star" size={12} />
                      {t('media.feature')}
                    </span>
                  ) : null}
                  <DragHandle handle={handle} label={`${t('form.dragToReorder')}: ${position}`} />
                </div>
                <figcaption className="adm-gallery-actions">
                  <button
                    type="button"
                    className="adm-icon-button adm-icon-button--small"
                    aria-label={`${t('media.makeFeature')}: ${position}`}
                    title={t('media.makeFeature')}
                    aria-pressed={isFeature}
                    onClick={() => onFeature(image.id)}
                  >
                    <Icon name="star" size={16} />
                  </button>
                  <button
                    type="button"
                    className="adm-icon-button adm-icon-button--small"
                    aria-label={`${t('media.moveEarlier')}: ${position}`}
                    title={t('media.moveEarlier')}
                    disabled={index === 0}
                    onClick={() => onImages(shiftItem(images, index, -1))}
                  >
                    <Icon name="arrowLeft" size={16} />
                  </button>
                  <button
                    type="button"
                    className="adm-icon-button adm-icon-button--small"
                    aria-label={`${t('media.moveLater')}: ${position}`}
                    title={t('media.moveLater')}
                    disabled={index === images.length - 1}
                    onClick={() => onImages(shiftItem(images, index, 1))}
                  >
                    <Icon name="arrowRight" size={16} />
                  </button>
                  <button
                    type="button"
                    className="adm-icon-button adm-icon-button--small adm-icon-button--danger"
                    aria-label={`${t('media.remove')}: ${position}`}
                    title={t('media.remove')}
                    onClick={() => remove(image.id)}
                  >
                    <Icon name="trash" size={16} />
                  </button>
                </figcaption>
              </figure>
            );
          }}
        />
      ) : null}
      <DropZone
        kind="image"
        multiple
        compact={images.length > 0}
        onFiles={(files) => void uploads.start(files)}
        labelledBy={labelId}
      />
      <UploadProgress pending={uploads.pending} errors={uploads.errors} onDismiss={uploads.clearErrors} />
      {error ? (
        <p className="adm-field-error">{error}</p>
      ) : images.length > 1 ? (
        <p className="adm-field-hint">{t('media.orderHint')}</p>
      ) : null}
    </div>
  );
}
