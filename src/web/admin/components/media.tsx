import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { ManagedMedia } from '#shared/api/manage.ts';
import { imageSrc, imageSrcset } from '#shared/media.ts';
import { useUploadMediaMutation } from '../endpoints/upload-media.ts';
import { apiProblem } from '../lib/errors.ts';
import { t } from '../lib/i18n.ts';
import { Icon } from './icons.tsx';
import { Spinner } from './ui.tsx';

export type MediaKind = 'image' | 'pdf';

interface Pending {
  key: number;
  name: string;
}

let nextKey = 1;

function accepts(kind: MediaKind, file: File): boolean {
  if (kind === 'pdf') return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  return file.type.startsWith('image/') || (!file.type && /\.(jpe?g|png|webp|gif|avif|tiff?)$/i.test(file.name));
}

/**
 * Sends files to POST /media one after another and reports each one that arrived. The server checks
 * the content again; this only spares a round trip for an obvious mistake (a PDF as an image).
 */
export function useUploads(kind: MediaKind, onUploaded: (media: ManagedMedia) => void) {
  const [upload] = useUploadMediaMutation();
  const report = useRef(onUploaded);
  useEffect(() => {
    report.current = onUploaded;
  });
  const [pending, setPending] = useState<Pending[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const start = async (files: File[]) => {
    setErrors([]);
    for (const file of files) {
      if (!accepts(kind, file)) {
        setErrors((e) => [
          ...e,
          t('media.failed', { name: file.name, why: kind === 'pdf' ? t('media.notPdf') : t('media.notImage') }),
        ]);
        continue;
      }
      const item = { key: nextKey++, name: file.name };
      setPending((p) => [...p, item]);
      try {
        const media = await upload({ file }).unwrap();
        report.current(media);
      } catch (error) {
        const problem = apiProblem(error as Parameters<typeof apiProblem>[0]);
        setErrors((e) => [
          ...e,
          t('media.failed', {
            name: file.name,
            why: problem?.fields.file ?? problem?.message ?? t('errors.unexpected'),
          }),
        ]);
      } finally {
        setPending((p) => p.filter((x) => x.key !== item.key));
      }
    }
  };
  return { pending, errors, start, clearErrors: () => setErrors([]) };
}

/**
 * A drop zone with a file picker: drag files onto it, or press it to choose. Keyboard users reach
 * the picker through its button.
 */
export function DropZone({
  kind,
  multiple,
  onFiles,
  compact,
  busy,
  labelledBy,
}: {
  kind: MediaKind;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  compact?: boolean;
  busy?: boolean;
  labelledBy?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');
  return (
    <div
      className="adm-dropzone"
      data-over={over || undefined}
      data-compact={compact || undefined}
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        depth.current = 0;
        setOver(false);
        const files = Array.from(e.dataTransfer.files);
        if (files.length) onFiles(multiple ? files : files.slice(0, 1));
      }}
    >
      <Icon name={kind === 'pdf' ? 'file' : 'upload'} size={compact ? 20 : 24} className="adm-dropzone-icon" />
      <p className="adm-dropzone-text">
        {kind === 'pdf' ? t('media.dropPdf') : multiple ? t('media.drop') : t('media.dropOne')}{' '}
        <button
          type="button"
          className="adm-link-button"
          onClick={() => input.current?.click()}
          aria-describedby={labelledBy}
        >
          {multiple ? t('media.choose') : t('media.chooseOne')}
        </button>
      </p>
      {!compact ? (
        <p className="adm-dropzone-hint">{kind === 'pdf' ? t('media.pdfTypes') : t('media.imageTypes')}</p>
      ) : null}
      {busy ? <Spinner size="sm" /> : null}
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={kind === 'pdf' ? 'application/pdf,.pdf' : 'image/*'}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}

export function UploadProgress({
  pending,
  errors,
  onDismiss,
}: {
  pending: Pending[];
  errors: string[];
  onDismiss: () => void;
}) {
  if (!pending.length && !errors.length) return null;
  return (
    <div className="adm-upload-status">
      {pending.map((p) => (
        <p key={p.key} className="adm-upload-line" role="status">
          <Spinner size="sm" label={t('media.uploading', { name: p.name })} />
          <span>{t('media.uploading', { name: p.name })}</span>
        </p>
      ))}
      {errors.length ? (
        <div className="adm-upload-errors" role="alert">
          {errors.map((e) => (
            <p key={e}>{e}</p>
          ))}
          <button type="button" className="adm-link-button" onClick={onDismiss}>
            {t('media.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The picture of an uploaded image at a small size. */
export function MediaThumb({ media, alt = '' }: { media: ManagedMedia; alt?: string }) {
  if (media.image_set) {
    return (
      <img
        src={imageSrc(media.image_set)}
        srcSet={imageSrcset(media.image_set)}
        sizes="160px"
        alt={alt}
        loading="lazy"
        draggable={false}
      />
    );
  }
  return <img src={media.url} alt={alt} loading="lazy" draggable={false} />;
}

/**
 * One uploaded file for a record (a portrait, a logo, a press PDF): shows it, and replaces or removes
 * it. The record keeps the media id; saving the record makes the change.
 */
export function MediaField({
  label,
  kind = 'image',
  value,
  onChange,
  error,
  hint,
  name,
  aspect,
}: {
  label: string;
  kind?: MediaKind;
  value: ManagedMedia | null;
  onChange: (media: ManagedMedia | null) => void;
  error?: string;
  hint?: ReactNode;
  name?: string;
  /** The preview's shape, such as '3 / 1' for a logo. */
  aspect?: string;
}) {
  const id = useId();
  const uploads = useUploads(kind, onChange);
  const replace = useRef<HTMLInputElement>(null);
  return (
    <div className="adm-field" data-field={name} data-invalid={error ? true : undefined}>
      <span className="adm-label" id={id}>
        {label}
      </span>
      {value ? (
        <div className="adm-media-single" data-kind={kind}>
          {kind === 'pdf' ? (
            <a className="adm-media-file" href={value.url} target="_blank" rel="noreferrer">
              <Icon name="file" size={22} />
              <span>{value.original_name ?? value.url.split('/').pop()}</span>
            </a>
          ) : (
            <div className="adm-media-preview" style={aspect ? { aspectRatio: aspect } : undefined}>
              <MediaThumb media={value} alt={value.alt ?? ''} />
            </div>
          )}
          <div className="adm-media-actions">
            <button
              type="button"
              className="adm-button adm-button--secondary adm-button--small"
              onClick={() => replace.current?.click()}
              disabled={uploads.pending.length > 0}
            >
              {uploads.pending.length ? <Spinner size="sm" /> : <Icon name="upload" size={16} />}
              {t('media.replace')}
            </button>
            <button
              type="button"
              className="adm-button adm-button--ghost-danger adm-button--small"
              onClick={() => onChange(null)}
            >
              <Icon name="trash" size={16} />
              {t('media.remove')}
            </button>
            <input
              ref={replace}
              type="file"
              hidden
              aria-labelledby={id}
              accept={kind === 'pdf' ? 'application/pdf,.pdf' : 'image/*'}
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                e.target.value = '';
                if (files.length) void uploads.start(files.slice(0, 1));
              }}
            />
          </div>
        </div>
      ) : (
        <DropZone
          kind={kind}
          compact
          onFiles={(files) => void uploads.start(files.slice(0, 1))}
          busy={uploads.pending.length > 0}
          labelledBy={id}
        />
      )}
      <UploadProgress pending={uploads.pending} errors={uploads.errors} onDismiss={uploads.clearErrors} />
      {error ? <p className="adm-field-error">{error}</p> : hint ? <p className="adm-field-hint">{hint}</p> : null}
    </div>
  );
}
