import type { CSSProperties } from 'react';
import { imageSrc, imageSrcset, type ImageSet } from '#shared/media.ts';
import './responsive-image.css';

export interface ResponsiveImageProps {
  /** The image as the API hands it (`*_set` fields); null shows a quiet placeholder of the same shape. */
  image: ImageSet | null | undefined;
  /**
   * The `sizes` attribute: how wide the image is rendered, e.g. "(min-width: 1024px) 25vw, 50vw". A lazy
   * image is sent as "auto, " and this value.
   */
  sizes: string;
  /** Overrides the API's alt text (use "" for a purely decorative image). */
  alt?: string;
  /** Above the fold: loaded eagerly with high fetch priority. Default: lazy. */
  priority?: boolean;
  /** A fixed frame such as "4 / 5"; the picture is fitted inside with `fit`. Default: its own ratio. */
  aspectRatio?: string;
  /** How the picture fills a fixed frame: 'cover' crops, 'contain' shows the whole work. */
  fit?: 'cover' | 'contain';
  className?: string;
}

/**
 * An <img> with srcset, sizes and intrinsic width/height, so the browser picks the right file and
 * reserves the space before it arrives (no layout shift).
 */
export function ResponsiveImage({
  image,
  sizes,
  alt,
  priority = false,
  aspectRatio,
  fit = 'cover',
  className,
}: ResponsiveImageProps) {
  const frameStyle: CSSProperties | undefined = aspectRatio
    ? { aspectRatio }
    : image
      ? { aspectRatio: `${image.width} / ${image.height}` }
      : undefined;
  const classes = ['r-image', aspectRatio ? `r-image--framed r-image--${fit}` : '', className]
    .filter(Boolean)
    .join(' ');
  if (!image) {
    return (
      <span className={`${classes} r-image--empty`} style={frameStyle ?? { aspectRatio: '4 / 3' }} aria-hidden="true" />
    );
  }
  const srcset = imageSrcset(image);
  // A lazy picture is laid out before it is fetched, so the browser can take its rendered width
  // (`auto`); browsers without auto-sizes read the given value after it.
  const chosenSizes = priority ? sizes : `auto, ${sizes}`;
  return (
    <span className={classes} style={frameStyle}>
      <img
        src={imageSrc(image)}
        srcSet={srcset || undefined}
        sizes={srcset ? chosenSizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </span>
  );
}
