import type { CSSProperties } from 'react';
import { aspectOf, onSquareWallSizes, type ImageSet } from '#shared/media.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import styles from './artwork-on-wall.module.css';

/** The padding of a square wall on each side, a share of its width (artwork-on-wall.module.css). */
const WALL_PADDING = { card: 0.13, thumb: 0.14 } as const;

export interface ArtworkOnWallProps {
  image: ImageSet | null | undefined;
  /** How wide the wall is rendered (a card's or thumbnail's slot); for 'stage', how wide the picture is. */
  sizes: string;
  alt: string;
  priority?: boolean;
  /** 'card' hangs the work in a square bay of a grid; 'stage' fills the wall of the detail page. */
  variant?: 'card' | 'stage' | 'thumb';
  className?: string;
}

/**
 * An artwork hung on a light wall: the whole picture, its proportions kept, never cropped, with the
 * soft shadow of a work on a wall. The wall has a fixed shape so nothing moves while the image loads.
 */
export function ArtworkOnWall({
  image,
  sizes,
  alt,
  priority = false,
  variant = 'card',
  className,
}: ArtworkOnWallProps) {
  const ratio = aspectOf(image);
  // The picture is rendered inside the wall's padding, and narrower when the work is tall.
  const pictureSizes = variant === 'stage' ? sizes : onSquareWallSizes(sizes, WALL_PADDING[variant], ratio);
  return (
    <div
      className={[styles.wall, styles[variant], className].filter(Boolean).join(' ')}
      style={{ '--artwork-ratio': ratio } as CSSProperties}
    >
      <ResponsiveImage image={image} sizes={pictureSizes} alt={alt} priority={priority} className={styles.work} />
    </div>
  );
}
