import type { CSSProperties } from 'react';
import type { ImageSet } from '#shared/media.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import styles from './artwork-on-wall.module.css';

export interface ArtworkOnWallProps {
  image: ImageSet | null | undefined;
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
  const ratio = image && image.width > 0 && image.height > 0 ? image.width / image.height : 4 / 5;
  return (
    <div
      className={[styles.wall, styles[variant], className].filter(Boolean).join(' ')}
      style={{ '--artwork-ratio': ratio } as CSSProperties}
    >
      <ResponsiveImage image={image} sizes={sizes} alt={alt} priority={priority} className={styles.work} />
    </div>
  );
}
